/**
 * @generated SignedSource<<47a392a431605c0797d712a6d9c03691>>
 * @relayHash ad4d2138137913f01e0c225469a175ed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ad4d2138137913f01e0c225469a175ed

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
    "id": "ad4d2138137913f01e0c225469a175ed",
    "metadata": {},
    "name": "useDeleteAppFileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4e4abdb77d2825021976e53b9d4fbe29";

export default node;
