/**
 * @generated SignedSource<<0869460cbeed85710841a5ae0d429ccf>>
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
  readonly " $fragmentSpreads": FragmentRefs<"OrderHistory_order" | "PayOrder_order">;
  readonly " $fragmentType": "OrderDetail_order";
};
export type OrderDetail_order$key = {
  readonly " $data"?: OrderDetail_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderDetail_order">;
};

import OrderDetailRefetchQuery_graphql from './OrderDetailRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": OrderDetailRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderHistory_order"
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

(node as any).hash = "4ba300344a486fa532d00617429df04b";

export default node;
