/**
 * @generated SignedSource<<284d292efd25fbc1bedee9b4cc442eea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "COMPLETED" | "EXPIRED" | "PAID" | "PENDING" | "PROCESSING" | "REFUNDED" | "REFUNDING";
import { FragmentRefs } from "relay-runtime";
export type OrderHistory_order$data = {
  readonly history: ReadonlyArray<{
    readonly actor: string;
    readonly at: string;
    readonly reason: string | null | undefined;
    readonly to: OrderStatus;
  }>;
  readonly " $fragmentType": "OrderHistory_order";
};
export type OrderHistory_order$key = {
  readonly " $data"?: OrderHistory_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderHistory_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderHistory_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderEvent",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "to",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actor",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "59b1a6130b9e249fc26afc8052898aca";

export default node;
