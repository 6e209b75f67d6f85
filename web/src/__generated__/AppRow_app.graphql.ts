/**
 * @generated SignedSource<<995cdea30e2f88d761185e029058e602>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AppSyncStatus = "FAILED" | "PENDING" | "SUCCESS";
export type SyncRunStatus = "FAILED" | "QUEUED" | "RUNNING" | "SUCCEEDED";
import { FragmentRefs } from "relay-runtime";
export type AppRow_app$data = {
  readonly createdBy: {
    readonly displayName: string;
  };
  readonly docCount: number;
  readonly id: string;
  readonly latestRun: {
    readonly id: string;
    readonly processed: number;
    readonly status: SyncRunStatus;
    readonly total: number | null | undefined;
  } | null | undefined;
  readonly platform: string;
  readonly syncErrorDetail: string | null | undefined;
  readonly syncErrorMessage: string | null | undefined;
  readonly syncStatus: AppSyncStatus;
  readonly title: string;
  readonly updatedAt: string;
  readonly " $fragmentType": "AppRow_app";
};
export type AppRow_app$key = {
  readonly " $data"?: AppRow_app$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppRow_app">;
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
  "name": "AppRow_app",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
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
      "name": "platform",
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "createdBy",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "App",
  "abstractKey": null
};
})();

(node as any).hash = "cdf53bb51d96896f364b89320fdbd475";

export default node;
