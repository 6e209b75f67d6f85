/**
 * @generated SignedSource<<8e5e7160fc3f5a78280492f769adc940>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatConversation_workspace$data = {
  readonly chatEnabled: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"Composer_workspace">;
  readonly " $fragmentType": "ChatConversation_workspace";
};
export type ChatConversation_workspace$key = {
  readonly " $data"?: ChatConversation_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatConversation_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatConversation_workspace",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chatEnabled",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Composer_workspace"
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "325990dbca14936740fc4c0528ba0179";

export default node;
