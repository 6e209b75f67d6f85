/**
 * @generated SignedSource<<692c9a5b579099fec3f38904f216b850>>
 * @relayHash ff2cdb80d76b6a62832e776f3e63f3ea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff2cdb80d76b6a62832e776f3e63f3ea

import { ConcreteRequest } from 'relay-runtime';
export type ShareConversationDialogMutation$variables = {
  id: string;
  shared: boolean;
};
export type ShareConversationDialogMutation$data = {
  readonly shareConversation: {
    readonly __typename: string;
    readonly conversation?: {
      readonly id: string;
      readonly sharedAt: string | null | undefined;
    };
    readonly message?: string;
  };
};
export type ShareConversationDialogMutation = {
  response: ShareConversationDialogMutation$data;
  variables: ShareConversationDialogMutation$variables;
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
    "name": "ShareConversationDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ShareConversationDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ff2cdb80d76b6a62832e776f3e63f3ea",
    "metadata": {},
    "name": "ShareConversationDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "47eda3e89e367bc927a78d8ab324610d";

export default node;
