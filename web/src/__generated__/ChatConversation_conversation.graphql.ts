/**
 * @generated SignedSource<<1cd5494657cc78c5c7b88b1d84d5efb0>>
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
  "argumentDefinitions": [
    {
      "defaultValue": 30,
      "kind": "LocalArgument",
      "name": "messageCount"
    }
  ],
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
      "args": [
        {
          "kind": "Variable",
          "name": "count",
          "variableName": "messageCount"
        }
      ],
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

(node as any).hash = "33302b47f563c7673d1ce2cb6bac6fce";

export default node;
