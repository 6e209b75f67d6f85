/**
 * @generated SignedSource<<9461f9709202a13fcbbc18fb68ea4439>>
 * @relayHash 86a40dde992f3c1c5eca38cea5968b90
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 86a40dde992f3c1c5eca38cea5968b90

import { ConcreteRequest } from 'relay-runtime';
export type useSwitchWorkspaceMutation$variables = {
  workspaceId: string;
};
export type useSwitchWorkspaceMutation$data = {
  readonly switchWorkspace: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useSwitchWorkspaceMutation = {
  response: useSwitchWorkspaceMutation$data;
  variables: useSwitchWorkspaceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "workspaceId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "workspaceId",
        "variableName": "workspaceId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "switchWorkspace",
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
    "name": "useSwitchWorkspaceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSwitchWorkspaceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "86a40dde992f3c1c5eca38cea5968b90",
    "metadata": {},
    "name": "useSwitchWorkspaceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2ae301739467d2eb44cfbdbf10c197f2";

export default node;
