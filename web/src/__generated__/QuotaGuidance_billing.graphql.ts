/**
 * @generated SignedSource<<0ad18f1161421eb94d9c1c67378e4b9c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuotaGuidance_billing$data = {
  readonly chatCredits: number;
  readonly limits: {
    readonly chatsPerDay: number;
    readonly documents: number;
    readonly members: number;
  };
  readonly usage: {
    readonly chatsToday: number;
    readonly documents: number;
    readonly members: number;
  };
  readonly " $fragmentType": "QuotaGuidance_billing";
};
export type QuotaGuidance_billing$key = {
  readonly " $data"?: QuotaGuidance_billing$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuotaGuidance_billing">;
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
  "name": "QuotaGuidance_billing",
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

(node as any).hash = "aa8e0991d8f32376572db4f901023417";

export default node;
