/**
 * @generated SignedSource<<1a74a60324f2b443d8ef8ca3011463a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatTopBar_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"UserMenu_viewer">;
  readonly " $fragmentType": "ChatTopBar_viewer";
};
export type ChatTopBar_viewer$key = {
  readonly " $data"?: ChatTopBar_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatTopBar_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatTopBar_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserMenu_viewer"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "fd0a0945d6cb46c9d062c8bd93fc0c5e";

export default node;
