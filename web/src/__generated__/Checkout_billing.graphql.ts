/**
 * @generated SignedSource<<013d6401bb0010bdab6ae5077e28dea8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Checkout_billing$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PayOrder_billing">;
  readonly " $fragmentType": "Checkout_billing";
};
export type Checkout_billing$key = {
  readonly " $data"?: Checkout_billing$data;
  readonly " $fragmentSpreads": FragmentRefs<"Checkout_billing">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Checkout_billing",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PayOrder_billing"
    }
  ],
  "type": "Billing",
  "abstractKey": null
};

(node as any).hash = "e1ec52d35ba9b6cc8b54df9e691913ae";

export default node;
