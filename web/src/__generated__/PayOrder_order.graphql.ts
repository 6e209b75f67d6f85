/**
 * @generated SignedSource<<d5a8f463319c05872c6571c0314f216d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "COMPLETED" | "EXPIRED" | "PAID" | "PENDING" | "PROCESSING" | "REFUNDED" | "REFUNDING";
export type PaymentMethod = "ALIPAY" | "BANK_TRANSFER";
import { FragmentRefs } from "relay-runtime";
export type PayOrder_order$data = {
  readonly id: string;
  readonly number: string;
  readonly paymentMethod: PaymentMethod | null | undefined;
  readonly status: OrderStatus;
  readonly totalFen: number;
  readonly " $fragmentSpreads": FragmentRefs<"BankTransfer_order">;
  readonly " $fragmentType": "PayOrder_order";
};
export type PayOrder_order$key = {
  readonly " $data"?: PayOrder_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayOrder_order">;
};

import PayOrderRefetchQuery_graphql from './PayOrderRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": PayOrderRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "PayOrder_order",
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
      "name": "totalFen",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "BankTransfer_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "dd9da288bdcc7491b575520f0c4adba0";

export default node;
