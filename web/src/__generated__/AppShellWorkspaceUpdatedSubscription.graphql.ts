/**
 * @generated SignedSource<<2d897f0379461049ef334c7f2dde5fd3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AppShellWorkspaceUpdatedSubscription$variables = Record<PropertyKey, never>;
export type AppShellWorkspaceUpdatedSubscription$data = {
  readonly workspaceUpdated: {
    readonly chatEnabled: boolean;
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
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chatEnabled",
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
          (v2/*:: as any*/),
          (v3/*:: as any*/)
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
          (v3/*:: as any*/),
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
    "cacheID": "81a4e7591e2bb46be9ce6c80d9b26df0",
    "id": null,
    "metadata": {},
    "name": "AppShellWorkspaceUpdatedSubscription",
    "operationKind": "subscription",
    "text": "subscription AppShellWorkspaceUpdatedSubscription {\n  workspaceUpdated {\n    name\n    logoSquareUrl\n    primaryColor\n    chatEnabled\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "2795cde320d77629451aed9e10311dca";

export default node;
