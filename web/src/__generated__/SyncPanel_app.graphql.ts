/**
 * @generated SignedSource<<722a04d5bd4c377b74fe40161d233fe5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AppSyncStatus = "FAILED" | "PENDING" | "SUCCESS";
export type SyncRunStatus = "FAILED" | "QUEUED" | "RUNNING" | "SUCCEEDED";
import { FragmentRefs } from "relay-runtime";
export type SyncPanel_app$data = {
  readonly docCount: number;
  readonly id: string;
  readonly lastSyncedAt: string | null | undefined;
  readonly latestRun: {
    readonly added: number;
    readonly deleted: number;
    readonly failed: number;
    readonly id: string;
    readonly processed: number;
    readonly status: SyncRunStatus;
    readonly total: number | null | undefined;
    readonly updated: number;
  } | null | undefined;
  readonly syncErrorDetail: string | null | undefined;
  readonly syncErrorMessage: string | null | undefined;
  readonly syncStatus: AppSyncStatus;
  readonly " $fragmentSpreads": FragmentRefs<"AuthorizeButton_app">;
  readonly " $fragmentType": "SyncPanel_app";
};
export type SyncPanel_app$key = {
  readonly " $data"?: SyncPanel_app$data;
  readonly " $fragmentSpreads": FragmentRefs<"SyncPanel_app">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SyncPanel_app",
  "selections": [
    (v0/*:: as any*/),
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AuthorizeButton_app"
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
      "name": "lastSyncedAt",
      "storageKey": null
    },
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
      "concreteType": "SyncRun",
      "kind": "LinkedField",
      "name": "latestRun",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "deleted",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "failed",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "App",
  "abstractKey": null
};
})();

(node as any).hash = "e996a48f267d4b9f4290c0471f51fc95";

export default node;
