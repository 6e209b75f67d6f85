/**
 * @generated SignedSource<<faf8d6dc09e322dc473ce73107ee8c8c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkspaceVersion = "ENTERPRISE" | "FREE" | "TEAM" | "ULTIMATE";
import { FragmentRefs } from "relay-runtime";
export type PlanSummary_workspace$data = {
  readonly allowanceLeftToday: number;
  readonly chatCredits: number;
  readonly chatLimitPerDay: number;
  readonly documentLimit: number;
  readonly expiresAt: string | null | undefined;
  readonly invitableCount: number;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "allowanceLeftToday",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chatCredits",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invitableCount",
      "storageKey": null
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "3b6b5aea120feacf946addb8ac08e8f9";

export default node;
