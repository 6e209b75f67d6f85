/**
 * @generated SignedSource<<e75321c1802997b548a7d05c47d5120b>>
 * @relayHash 2b87578b91a8f5f1905554bf5fe7527e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2b87578b91a8f5f1905554bf5fe7527e

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteChatFileMutation$variables = {
  fileId: string;
};
export type useDeleteChatFileMutation$data = {
  readonly deleteChatFile: {
    readonly __typename: string;
    readonly conversation?: {
      readonly files: ReadonlyArray<{
        readonly id: string;
      }>;
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type useDeleteChatFileMutation = {
  response: useDeleteChatFileMutation$data;
  variables: useDeleteChatFileMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "fileId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "fileId",
        "variableName": "fileId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteChatFile",
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
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ChatFile",
                "kind": "LinkedField",
                "name": "files",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/)
                ],
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
    "name": "useDeleteChatFileMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteChatFileMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "2b87578b91a8f5f1905554bf5fe7527e",
    "metadata": {},
    "name": "useDeleteChatFileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3448613366fd771d6806b4444b47c41e";

export default node;
