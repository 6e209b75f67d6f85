/**
 * @generated SignedSource<<e584fb54b961c1c9a4f30304f5e2ca8e>>
 * @relayHash 960b7bcec371dd1f316247f2ef8a86e4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 960b7bcec371dd1f316247f2ef8a86e4

import { ConcreteRequest } from 'relay-runtime';
export type ShareConversationButtonMutation$variables = {
  id: string;
  shared: boolean;
};
export type ShareConversationButtonMutation$data = {
  readonly shareConversation: {
    readonly __typename: string;
    readonly conversation?: {
      readonly id: string;
      readonly sharedAt: string | null | undefined;
    };
    readonly message?: string;
  };
};
export type ShareConversationButtonMutation = {
  response: ShareConversationButtonMutation$data;
  variables: ShareConversationButtonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "shared"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "conversationId",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "shared",
        "variableName": "shared"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "shareConversation",
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
                "name": "sharedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ShareConversationPayload",
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
    "name": "ShareConversationButtonMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ShareConversationButtonMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "960b7bcec371dd1f316247f2ef8a86e4",
    "metadata": {},
    "name": "ShareConversationButtonMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7bfbca430dc7b083da853a4a698a7b3c";

export default node;
