/**
 * @generated SignedSource<<1cd081a0b1d72c5539a4c718c5819292>>
 * @relayHash 90144a18ab4a8626438c41266410f582
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 90144a18ab4a8626438c41266410f582

import { ConcreteRequest } from 'relay-runtime';
export type useTestDingBotMutation$variables = {
  id: string;
  text: string;
};
export type useTestDingBotMutation$data = {
  readonly testDingBot: {
    readonly __typename: string;
    readonly message?: string;
    readonly reply?: string;
  };
};
export type useTestDingBotMutation = {
  response: useTestDingBotMutation$data;
  variables: useTestDingBotMutation$variables;
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
    "name": "testDingBot",
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
    "name": "useTestDingBotMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTestDingBotMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "90144a18ab4a8626438c41266410f582",
    "metadata": {},
    "name": "useTestDingBotMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6dbb80b1856538163edb3f0d39425679";

export default node;
