/**
 * @generated SignedSource<<99b58e476eb809e9e726e49f7d27ce1e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AppShellWorkspaceUpdatedSubscription$variables = Record<PropertyKey, never>;
export type AppShellWorkspaceUpdatedSubscription$data = {
  readonly workspaceUpdated: {
    readonly logoSquareUrl: string | null | undefined;
    readonly name: string;
    readonly primaryColor: string;
  };
};
export type AppShellWorkspaceUpdatedSubscription = {
  response: AppShellWorkspaceUpdatedSubscription$data;
  variables: AppShellWorkspaceUpdatedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "logoSquareUrl",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "primaryColor",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AppShellWorkspaceUpdatedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Workspace",
        "kind": "LinkedField",
        "name": "workspaceUpdated",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AppShellWorkspaceUpdatedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Workspace",
        "kind": "LinkedField",
        "name": "workspaceUpdated",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
    "cacheID": "0fe3990b74c2deac334ab7dad3de3c9b",
    "id": null,
    "metadata": {},
    "name": "AppShellWorkspaceUpdatedSubscription",
    "operationKind": "subscription",
    "text": "subscription AppShellWorkspaceUpdatedSubscription {\n  workspaceUpdated {\n    name\n    logoSquareUrl\n    primaryColor\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "fa12c7488561454a6bd0da8e4db6e460";

export default node;
