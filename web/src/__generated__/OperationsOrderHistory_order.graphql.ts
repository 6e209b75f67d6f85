/**
 * @generated SignedSource<<eadfee9f3f05aa5e8e3b44e14fb0bc3b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "COMPLETED" | "EXPIRED" | "PAID" | "PENDING" | "PROCESSING" | "REFUNDED" | "REFUNDING";
import { FragmentRefs } from "relay-runtime";
export type OperationsOrderHistory_order$data = {
  readonly history: ReadonlyArray<{
    readonly actor: string;
    readonly at: string;
    readonly reason: string | null | undefined;
    readonly to: OrderStatus;
  }>;
  readonly " $fragmentType": "OperationsOrderHistory_order";
};
export type OperationsOrderHistory_order$key = {
  readonly " $data"?: OperationsOrderHistory_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OperationsOrderHistory_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OperationsOrderHistory_order",
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

(node as any).hash = "e90976581ae84d4afb7517b530888f19";

export default node;
