/**
 * @generated SignedSource<<c48ea1aaf18aac92de8c5ff342299288>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkspaceVersion = "ENTERPRISE" | "FREE" | "TEAM" | "ULTIMATE";
import { FragmentRefs } from "relay-runtime";
export type PlanSummary_workspace$data = {
  readonly chatLimitPerDay: number;
  readonly documentLimit: number;
  readonly expiresAt: string | null | undefined;
  readonly memberCount: number;
  readonly memberLimit: number;
  readonly remainingDays: number | null | undefined;
  readonly version: WorkspaceVersion;
  readonly " $fragmentType": "PlanSummary_workspace";
};
export type PlanSummary_workspace$key = {
  readonly " $data"?: PlanSummary_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanSummary_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanSummary_workspace",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "remainingDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "documentLimit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memberCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memberLimit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chatLimitPerDay",
      "storageKey": null
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "4029be130a2bc76952fee37a2aad5eed";

export default node;
