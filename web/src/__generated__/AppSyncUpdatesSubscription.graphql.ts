/**
 * @generated SignedSource<<0b25c662e4b62ce6a9cc1a9d92de3239>>
 * @relayHash 4c7b35a5f97d41e71ca33beec9506f0d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4c7b35a5f97d41e71ca33beec9506f0d

import { ConcreteRequest } from 'relay-runtime';
export type AppSyncStatus = "FAILED" | "PENDING" | "SUCCESS";
export type SyncRunStatus = "FAILED" | "QUEUED" | "RUNNING" | "SUCCEEDED";
export type AppSyncUpdatesSubscription$variables = {
  appId: string;
};
export type AppSyncUpdatesSubscription$data = {
  readonly appSyncProgress: {
    readonly docCount: number;
    readonly id: string;
    readonly lastSyncedAt: string | null | undefined;
    readonly latestRun: {
      readonly added: number;
      readonly deleted: number;
      readonly errorDetail: string | null | undefined;
      readonly errorMessage: string | null | undefined;
      readonly failed: number;
      readonly finishedAt: string | null | undefined;
      readonly id: string;
      readonly processed: number;
      readonly startedAt: string | null | undefined;
      readonly status: SyncRunStatus;
      readonly total: number | null | undefined;
      readonly unchanged: number;
      readonly updated: number;
    } | null | undefined;
    readonly syncErrorDetail: string | null | undefined;
    readonly syncErrorMessage: string | null | undefined;
    readonly syncStatus: AppSyncStatus;
    readonly updatedAt: string;
  };
};
export type AppSyncUpdatesSubscription = {
  response: AppSyncUpdatesSubscription$data;
  variables: AppSyncUpdatesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "appId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "appId",
        "variableName": "appId"
      }
    ],
    "concreteType": "App",
    "kind": "LinkedField",
    "name": "appSyncProgress",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "syncStatus",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "syncErrorMessage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "syncErrorDetail",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "docCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updatedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "lastSyncedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SyncRun",
        "kind": "LinkedField",
        "name": "latestRun",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "processed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "total",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "added",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updated",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unchanged",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deleted",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "failed",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "errorMessage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "errorDetail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "startedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "finishedAt",
            "storageKey": null
          }
        ],
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
    "name": "AppSyncUpdatesSubscription",
    "selections": (v2/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AppSyncUpdatesSubscription",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "4c7b35a5f97d41e71ca33beec9506f0d",
    "metadata": {},
    "name": "AppSyncUpdatesSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "8c49711795955c06f1ee6833a8b00a19";

export default node;
