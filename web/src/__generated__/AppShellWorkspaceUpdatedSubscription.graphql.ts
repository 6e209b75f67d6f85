/**
 * @generated SignedSource<<c75cfbcb032ceb1fd5bd76614f7ece59>>
 * @relayHash 81a4e7591e2bb46be9ce6c80d9b26df0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 81a4e7591e2bb46be9ce6c80d9b26df0

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
    "id": "81a4e7591e2bb46be9ce6c80d9b26df0",
    "metadata": {},
    "name": "AppShellWorkspaceUpdatedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "2795cde320d77629451aed9e10311dca";

export default node;
