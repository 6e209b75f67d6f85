/**
 * @generated SignedSource<<05aaec3112ef83b9863f21b8741f7705>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UsageCharts_billing$data = {
  readonly limits: {
    readonly chatsPerDay: number;
  };
  readonly usageHistory: ReadonlyArray<{
    readonly chats: number;
    readonly date: string;
    readonly documents: number;
    readonly members: number;
  }>;
  readonly " $fragmentType": "UsageCharts_billing";
};
export type UsageCharts_billing$key = {
  readonly " $data"?: UsageCharts_billing$data;
  readonly " $fragmentSpreads": FragmentRefs<"UsageCharts_billing">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UsageCharts_billing",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BillingLimits",
      "kind": "LinkedField",
      "name": "limits",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "chatsPerDay",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "days",
          "value": 30
        }
      ],
      "concreteType": "UsageDay",
      "kind": "LinkedField",
      "name": "usageHistory",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "chats",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "documents",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "members",
          "storageKey": null
        }
      ],
      "storageKey": "usageHistory(days:30)"
    }
  ],
  "type": "Billing",
  "abstractKey": null
};

(node as any).hash = "43a3a4d2d1529bbfc460f814ba4cbfc8";

export default node;
