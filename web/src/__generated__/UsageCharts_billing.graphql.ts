/**
 * @generated SignedSource<<53359882ceaad9fde53de770b5adf0fb>>
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
    readonly documents: number;
    readonly members: number;
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

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "members",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "documents",
  "storageKey": null
};
return {
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
        (v0/*:: as any*/),
        (v1/*:: as any*/),
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
        (v1/*:: as any*/),
        (v0/*:: as any*/)
      ],
      "storageKey": "usageHistory(days:30)"
    }
  ],
  "type": "Billing",
  "abstractKey": null
};
})();

(node as any).hash = "85d116481873dfb2253bf02a37e653cc";

export default node;
