/**
 * @generated SignedSource<<9dca05e6c8b508fe1725c54d1c114ea7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatConversation_conversation$data = {
  readonly agent: {
    readonly " $fragmentSpreads": FragmentRefs<"ConversationOpener_agent">;
  } | null | undefined;
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"AgentPicker_conversation" | "Composer_conversation" | "MessageList_conversation" | "ShareConversationButton_conversation">;
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ShareConversationButton_conversation"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Agent",
      "kind": "LinkedField",
      "name": "agent",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ConversationOpener_agent"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Conversation",
  "abstractKey": null
};

(node as any).hash = "96e08d6a151dfb9ca611cf8f398fa136";

export default node;
