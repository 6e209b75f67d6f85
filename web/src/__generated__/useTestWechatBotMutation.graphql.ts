/**
 * @generated SignedSource<<aac266199718afc4240a51dd4d5f7671>>
 * @relayHash a38b9209e6b0e78298a75d40511026d1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a38b9209e6b0e78298a75d40511026d1

import { ConcreteRequest } from 'relay-runtime';
export type useTestWechatBotMutation$variables = {
  id: string;
  text: string;
};
export type useTestWechatBotMutation$data = {
  readonly testWechatBot: {
    readonly __typename: string;
    readonly message?: string;
    readonly reply?: string;
  };
};
export type useTestWechatBotMutation = {
  response: useTestWechatBotMutation$data;
  variables: useTestWechatBotMutation$variables;
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
    "name": "text"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "text",
        "variableName": "text"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "testWechatBot",
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
            "kind": "ScalarField",
            "name": "reply",
            "storageKey": null
          }
        ],
        "type": "TestBotPayload",
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
    "name": "useTestWechatBotMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTestWechatBotMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "a38b9209e6b0e78298a75d40511026d1",
    "metadata": {},
    "name": "useTestWechatBotMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d6e237b11199098c07d074af7fd9b7cc";

export default node;
