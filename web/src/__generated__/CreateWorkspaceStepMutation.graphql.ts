/**
 * @generated SignedSource<<d13887a2518a5113f68f7046235fc171>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CreateWorkspaceInput = {
  name: string;
};
export type CreateWorkspaceStepMutation$variables = {
  input: CreateWorkspaceInput;
};
export type CreateWorkspaceStepMutation$data = {
  readonly createWorkspace: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type CreateWorkspaceStepMutation = {
  response: CreateWorkspaceStepMutation$data;
  variables: CreateWorkspaceStepMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createWorkspace",
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
    "name": "CreateWorkspaceStepMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CreateWorkspaceStepMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2e5b2c8d9a809bf11df8df2f2609dfe6",
    "id": null,
    "metadata": {},
    "name": "CreateWorkspaceStepMutation",
    "operationKind": "mutation",
    "text": "mutation CreateWorkspaceStepMutation(\n  $input: CreateWorkspaceInput!\n) {\n  createWorkspace(input: $input) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "72dde23d8d6a5371aa3b32517802b6f0";

export default node;
