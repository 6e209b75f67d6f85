/**
 * @generated SignedSource<<4ff2d8fc8fab898af6af630bca8669d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useDeleteAppFileMutation$variables = {
  appId: string;
  fileId: string;
};
export type useDeleteAppFileMutation$data = {
  readonly deleteAppFile: {
    readonly __typename: string;
    readonly app?: {
      readonly id: string;
    };
    readonly message?: string;
  };
};
export type useDeleteAppFileMutation = {
  response: useDeleteAppFileMutation$data;
  variables: useDeleteAppFileMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "appId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "fileId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "appId",
        "variableName": "appId"
      },
      {
        "kind": "Variable",
        "name": "fileId",
        "variableName": "fileId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteAppFile",
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
            "concreteType": "App",
            "kind": "LinkedField",
            "name": "app",
            "plural": false,
            "selections": [
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
        ],
        "type": "AppPayload",
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
    "name": "useDeleteAppFileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteAppFileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ad4d2138137913f01e0c225469a175ed",
    "id": null,
    "metadata": {},
    "name": "useDeleteAppFileMutation",
    "operationKind": "mutation",
    "text": "mutation useDeleteAppFileMutation(\n  $appId: ID!\n  $fileId: ID!\n) {\n  deleteAppFile(appId: $appId, fileId: $fileId) {\n    __typename\n    ... on AppPayload {\n      app {\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "4e4abdb77d2825021976e53b9d4fbe29";

export default node;
