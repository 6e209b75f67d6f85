/**
 * @generated SignedSource<<dd63a017a1cb43695ae533b7d2741b35>>
 * @relayHash a8bb4f149686f34aa2977233fc1050c9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a8bb4f149686f34aa2977233fc1050c9

import { ConcreteRequest } from 'relay-runtime';
export type useRenameConversationMutation$variables = {
  conversationId: string;
  title: string;
};
export type useRenameConversationMutation$data = {
  readonly renameConversation: {
    readonly __typename: string;
    readonly conversation?: {
      readonly id: string;
      readonly title: string;
    };
    readonly message?: string;
  };
};
export type useRenameConversationMutation = {
  response: useRenameConversationMutation$data;
  variables: useRenameConversationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "conversationId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "title"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "conversationId",
        "variableName": "conversationId"
      },
      {
        "kind": "Variable",
        "name": "title",
        "variableName": "title"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "renameConversation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Conversation",
            "kind": "LinkedField",
            "name": "conversation",
            "plural": false,
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
                "name": "title",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ConversationPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRenameConversationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRenameConversationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a8bb4f149686f34aa2977233fc1050c9",
    "metadata": {},
    "name": "useRenameConversationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cd352fe686a84ea1560c809d8a006949";

export default node;
