/**
 * @generated SignedSource<<4c6625077cb7ae80a6a99f445733b81c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatConversation_conversation$data = {
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"AgentPicker_conversation" | "Composer_conversation" | "MessageList_conversation">;
  readonly " $fragmentType": "ChatConversation_conversation";
};
export type ChatConversation_conversation$key = {
  readonly " $data"?: ChatConversation_conversation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatConversation_conversation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatConversation_conversation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MessageList_conversation"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "Composer_conversation"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AgentPicker_conversation"
    }
  ],
  "type": "Conversation",
  "abstractKey": null
};

(node as any).hash = "0a85a2a3f5543c8170bff085c8f51a37";

export default node;
