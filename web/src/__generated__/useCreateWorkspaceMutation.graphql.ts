/**
 * @generated SignedSource<<af00692e5164720b50d65d2f7ebe0bc8>>
 * @relayHash 975a825327f39b46dff9bda191dbe052
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 975a825327f39b46dff9bda191dbe052

import { ConcreteRequest } from 'relay-runtime';
export type CreateWorkspaceInput = {
  name: string;
};
export type useCreateWorkspaceMutation$variables = {
  input: CreateWorkspaceInput;
};
export type useCreateWorkspaceMutation$data = {
  readonly createWorkspace: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useCreateWorkspaceMutation = {
  response: useCreateWorkspaceMutation$data;
  variables: useCreateWorkspaceMutation$variables;
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
    "name": "useCreateWorkspaceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateWorkspaceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "975a825327f39b46dff9bda191dbe052",
    "metadata": {},
    "name": "useCreateWorkspaceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b8102e07efa80912ee1343bb97d07e8d";

export default node;
