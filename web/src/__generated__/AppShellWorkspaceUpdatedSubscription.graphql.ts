/**
 * @generated SignedSource<<6c7e6f9017e079be6fa6263fd5732dba>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppShellWorkspaceUpdatedSubscription$variables = Record<PropertyKey, never>;
export type AppShellWorkspaceUpdatedSubscription$data = {
  readonly workspaceUpdated: {
    readonly primaryColor: string;
    readonly " $fragmentSpreads": FragmentRefs<"AppHeader_workspace">;
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
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AppHeader_workspace"
          },
          (v0/*:: as any*/)
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "logoSquareUrl",
            "storageKey": null
          },
          (v0/*:: as any*/),
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
    "cacheID": "799a8e4917795a637cb8ef6f24c8020b",
    "id": null,
    "metadata": {},
    "name": "AppShellWorkspaceUpdatedSubscription",
    "operationKind": "subscription",
    "text": "subscription AppShellWorkspaceUpdatedSubscription {\n  workspaceUpdated {\n    ...AppHeader_workspace\n    primaryColor\n    id\n  }\n}\n\nfragment AppHeader_workspace on Workspace {\n  name\n  logoSquareUrl\n}\n"
  }
};
})();

(node as any).hash = "f179048ea65f45322f4e20d9993a9bbe";

export default node;
