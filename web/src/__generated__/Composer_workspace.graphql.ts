/**
 * @generated SignedSource<<6c247b6cd8cd28ace43b2a21c89971af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Composer_workspace$data = {
  readonly " $fragmentSpreads": FragmentRefs<"RemainingChats_workspace">;
  readonly " $fragmentType": "Composer_workspace";
};
export type Composer_workspace$key = {
  readonly " $data"?: Composer_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"Composer_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Composer_workspace",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RemainingChats_workspace"
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "48c52b4c634582f1cec0386d81bd1ad1";

export default node;
