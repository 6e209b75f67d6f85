/**
 * @generated SignedSource<<c48c95be8ac6466210384dee8be216fd>>
 * @relayHash 570cd3309f77636b4578e9b15af7cda5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 570cd3309f77636b4578e9b15af7cda5

import { ConcreteRequest } from 'relay-runtime';
export type useRenameChatFileMutation$variables = {
  fileId: string;
  name: string;
};
export type useRenameChatFileMutation$data = {
  readonly renameChatFile: {
    readonly __typename: string;
    readonly conversation?: {
      readonly files: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type useRenameChatFileMutation = {
  response: useRenameChatFileMutation$data;
  variables: useRenameChatFileMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "fileId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "name"
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
      },
      {
        "kind": "Variable",
        "name": "name",
        "variableName": "name"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "renameChatFile",
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
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  }
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
    "name": "useRenameChatFileMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRenameChatFileMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "570cd3309f77636b4578e9b15af7cda5",
    "metadata": {},
    "name": "useRenameChatFileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "09773c95f708540cb1bd34f9fc2c173b";

export default node;
