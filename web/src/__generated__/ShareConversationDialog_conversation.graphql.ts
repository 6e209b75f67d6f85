/**
 * @generated SignedSource<<4b909895f1b41e05199e62173958c4f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShareConversationDialog_conversation$data = {
  readonly id: string;
  readonly sharedAt: string | null | undefined;
  readonly " $fragmentType": "ShareConversationDialog_conversation";
};
export type ShareConversationDialog_conversation$key = {
  readonly " $data"?: ShareConversationDialog_conversation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShareConversationDialog_conversation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShareConversationDialog_conversation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sharedAt",
      "storageKey": null
    }
  ],
  "type": "Conversation",
  "abstractKey": null
};

(node as any).hash = "1789ef8c94ab1f15a18ba19084045a91";

export default node;
