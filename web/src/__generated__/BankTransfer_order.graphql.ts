/**
 * @generated SignedSource<<be85718b352efc42f862b9bbbe4b19a4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentMethod = "ALIPAY" | "BANK_TRANSFER";
import { FragmentRefs } from "relay-runtime";
export type BankTransfer_order$data = {
  readonly id: string;
  readonly internalID: string;
  readonly paymentCode: string;
  readonly paymentMethod: PaymentMethod | null | undefined;
  readonly totalFen: number;
  readonly " $fragmentType": "BankTransfer_order";
};
export type BankTransfer_order$key = {
  readonly " $data"?: BankTransfer_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"BankTransfer_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BankTransfer_order",
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
      "name": "internalID",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentCode",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "766e7eeb3d3303756fb387d6c341bc15";

export default node;
