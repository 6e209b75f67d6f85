/**
 * @generated SignedSource<<94b98a0d2a18a9a3bc81c4af2dfaa823>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UsageLimits_billing$data = {
  readonly addons: {
    readonly chatsPerDay: number;
    readonly documents: number;
    readonly members: number;
  };
  readonly chatCredits: number;
  readonly limits: {
    readonly aiModel: boolean;
    readonly chatsPerDay: number;
    readonly documents: number;
    readonly members: number;
  };
  readonly usage: {
    readonly chatsToday: number;
    readonly documents: number;
    readonly members: number;
  };
  readonly " $fragmentType": "UsageLimits_billing";
};
export type UsageLimits_billing$key = {
  readonly " $data"?: UsageLimits_billing$data;
  readonly " $fragmentSpreads": FragmentRefs<"UsageLimits_billing">;
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
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chatsPerDay",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UsageLimits_billing",
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
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "aiModel",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "BillingLimits",
      "kind": "LinkedField",
      "name": "addons",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
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
      "concreteType": "BillingUsage",
      "kind": "LinkedField",
      "name": "usage",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "chatsToday",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Billing",
  "abstractKey": null
};
})();

(node as any).hash = "362bd7b5c4313eaf80351c1e09a3dd10";

export default node;
