/**
 * @generated SignedSource<<f66fb49c5c3a5c9e2c9128a184de74f8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "COMPLETED" | "EXPIRED" | "PAID" | "PENDING" | "PROCESSING" | "REFUNDED" | "REFUNDING";
export type PaymentMethod = "ALIPAY" | "BANK_TRANSFER";
import { FragmentRefs } from "relay-runtime";
export type OrderDetail_order$data = {
  readonly amountFen: number;
  readonly content: string;
  readonly createdAt: string;
  readonly creditFen: number;
  readonly duration: string;
  readonly expiresAt: string;
  readonly history: ReadonlyArray<{
    readonly actor: string;
    readonly at: string;
    readonly reason: string | null | undefined;
    readonly to: OrderStatus;
  }>;
  readonly id: string;
  readonly makerName: string | null | undefined;
  readonly number: string;
  readonly paidAt: string | null | undefined;
  readonly paymentMethod: PaymentMethod | null | undefined;
  readonly receiptName: string | null | undefined;
  readonly receiptUrl: string | null | undefined;
  readonly rejectionReason: string | null | undefined;
  readonly status: OrderStatus;
  readonly totalFen: number;
  readonly viewerCanCancel: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"PayOrder_order">;
  readonly " $fragmentType": "OrderDetail_order";
};
export type OrderDetail_order$key = {
  readonly " $data"?: OrderDetail_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderDetail_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderDetail_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "content",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "duration",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amountFen",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "creditFen",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalFen",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paidAt",
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
      "name": "paymentMethod",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "receiptUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "receiptName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rejectionReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanCancel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "makerName",
      "storageKey": null
    },
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PayOrder_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "bf2c302059b55a12f9decccf291ab7f9";

export default node;
