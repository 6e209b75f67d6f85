/**
 * @generated SignedSource<<fb150ac669602a79a4eda41809ffec6f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "COMPLETED" | "EXPIRED" | "PAID" | "PENDING" | "PROCESSING" | "REFUNDED" | "REFUNDING";
export type PaymentMethod = "ALIPAY" | "BANK_TRANSFER";
import { FragmentRefs } from "relay-runtime";
export type OperationsOrder_order$data = {
  readonly amountFen: number;
  readonly content: string;
  readonly createdAt: string;
  readonly creditFen: number;
  readonly duration: string;
  readonly id: string;
  readonly makerName: string | null | undefined;
  readonly number: string;
  readonly paidAt: string | null | undefined;
  readonly paymentCode: string;
  readonly paymentMethod: PaymentMethod | null | undefined;
  readonly receiptUrl: string | null | undefined;
  readonly refundReason: string | null | undefined;
  readonly rejectionReason: string | null | undefined;
  readonly status: OrderStatus;
  readonly totalFen: number;
  readonly tradeNo: string | null | undefined;
  readonly workspaceInternalID: string;
  readonly workspaceName: string;
  readonly " $fragmentSpreads": FragmentRefs<"OperationsOrderHistory_order">;
  readonly " $fragmentType": "OperationsOrder_order";
};
export type OperationsOrder_order$key = {
  readonly " $data"?: OperationsOrder_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OperationsOrder_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OperationsOrder_order",
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
      "name": "paymentMethod",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tradeNo",
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
      "name": "rejectionReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "refundReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "workspaceName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "workspaceInternalID",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "OperationsOrderHistory_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "a6aae9b04c05247542c413eaa4b4d914";

export default node;
