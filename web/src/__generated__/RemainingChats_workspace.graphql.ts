/**
 * @generated SignedSource<<ca5dd128b0b7a22183ab571537dfc158>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RemainingChats_workspace$data = {
  readonly remainingChatsToday: number;
  readonly " $fragmentType": "RemainingChats_workspace";
};
export type RemainingChats_workspace$key = {
  readonly " $data"?: RemainingChats_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"RemainingChats_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RemainingChats_workspace",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "remainingChatsToday",
      "storageKey": null
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "5a51188e15dbdd13140f678e8d96af03";

export default node;
