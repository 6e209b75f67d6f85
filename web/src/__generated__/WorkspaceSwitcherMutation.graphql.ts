/**
 * @generated SignedSource<<926acd883848e076352a5acf432e9075>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WorkspaceSwitcherMutation$variables = {
  workspaceId: string;
};
export type WorkspaceSwitcherMutation$data = {
  readonly switchWorkspace: {
    readonly __typename: string;
  };
};
export type WorkspaceSwitcherMutation = {
  response: WorkspaceSwitcherMutation$data;
  variables: WorkspaceSwitcherMutation$variables;
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
    "name": "WorkspaceSwitcherMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WorkspaceSwitcherMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f5d8a853b307cff7c0163084a9fcd875",
    "id": null,
    "metadata": {},
    "name": "WorkspaceSwitcherMutation",
    "operationKind": "mutation",
    "text": "mutation WorkspaceSwitcherMutation(\n  $workspaceId: ID!\n) {\n  switchWorkspace(workspaceId: $workspaceId) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "b7a346188be4385df63e35fa7a547603";

export default node;
