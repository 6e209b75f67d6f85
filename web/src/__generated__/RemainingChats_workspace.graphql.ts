/**
 * @generated SignedSource<<408978ffcc51e44ba3300327f6b06552>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RemainingChats_workspace$data = {
  readonly allowanceLeftToday: number;
  readonly chatCredits: number;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "allowanceLeftToday",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chatCredits",
      "storageKey": null
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "20891d26e7c070a1ef783b1b28ac7cb1";

export default node;
