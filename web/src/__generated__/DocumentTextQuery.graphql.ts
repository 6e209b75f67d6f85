/**
 * @generated SignedSource<<938a2679a2f3801909e562100e5c9996>>
 * @relayHash 64a2c99415b4d7d8ff9d05bd5a6e4e52
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 64a2c99415b4d7d8ff9d05bd5a6e4e52

import { ConcreteRequest } from 'relay-runtime';
export type DocumentTextQuery$variables = {
  id: string;
};
export type DocumentTextQuery$data = {
  readonly node: {
    readonly text?: string;
  } | null | undefined;
};
export type DocumentTextQuery = {
  response: DocumentTextQuery$data;
  variables: DocumentTextQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DocumentTextQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DocumentTextQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "64a2c99415b4d7d8ff9d05bd5a6e4e52",
    "metadata": {},
    "name": "DocumentTextQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "708b14b02fb3c9f25d4389ef6bffc229";

export default node;
