/**
 * @generated SignedSource<<b4d0bbee1921d35ea2f51b9f13e715f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkspaceVersion = "ENTERPRISE" | "FREE" | "TEAM" | "ULTIMATE";
import { FragmentRefs } from "relay-runtime";
export type SubscriptionSummary_billing$data = {
  readonly expiresAt: string | null | undefined;
  readonly remainingDays: number | null | undefined;
  readonly version: WorkspaceVersion;
  readonly " $fragmentType": "SubscriptionSummary_billing";
};
export type SubscriptionSummary_billing$key = {
  readonly " $data"?: SubscriptionSummary_billing$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionSummary_billing">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubscriptionSummary_billing",
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
    }
  ],
  "type": "Billing",
  "abstractKey": null
};

(node as any).hash = "80c8df3c8d7bd10844f5deab81654292";

export default node;
