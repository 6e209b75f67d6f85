/**
 * @generated SignedSource<<84686c1eb98d86c2fd37216bd9038955>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderDetail_billing$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PayOrder_billing">;
  readonly " $fragmentType": "OrderDetail_billing";
};
export type OrderDetail_billing$key = {
  readonly " $data"?: OrderDetail_billing$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderDetail_billing">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderDetail_billing",
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

(node as any).hash = "2cd87ad12ff2455a8ea19eaecbbbdc0c";

export default node;
