/**
 * @generated SignedSource<<2caf3aaff8bc69ad3fa7feda45c02928>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SyncRunStatus = "FAILED" | "QUEUED" | "RUNNING" | "SUCCEEDED";
export type SyncTrigger = "MANUAL" | "NIGHTLY" | "UPLOAD";
import { FragmentRefs } from "relay-runtime";
export type RunItem_run$data = {
  readonly added: number;
  readonly createdAt: string;
  readonly deleted: number;
  readonly errorDetail: string | null | undefined;
  readonly errorMessage: string | null | undefined;
  readonly failed: number;
  readonly finishedAt: string | null | undefined;
  readonly id: string;
  readonly startedAt: string | null | undefined;
  readonly status: SyncRunStatus;
  readonly trigger: SyncTrigger;
  readonly unchanged: number;
  readonly updated: number;
  readonly " $fragmentType": "RunItem_run";
};
export type RunItem_run$key = {
  readonly " $data"?: RunItem_run$data;
  readonly " $fragmentSpreads": FragmentRefs<"RunItem_run">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RunItem_run",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
      "name": "trigger",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
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
    }
  ],
  "type": "SyncRun",
  "abstractKey": null
};

(node as any).hash = "bed6b5e425f01803c03d53d3c07b1a70";

export default node;
