/**
 * @generated SignedSource<<644aee1cf2148b969b66d456854d7122>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BankTransfer_paymentMethods$data = {
  readonly bankTransfer: {
    readonly accountName: string;
    readonly accountNumber: string;
    readonly bankName: string;
  } | null | undefined;
  readonly " $fragmentType": "BankTransfer_paymentMethods";
};
export type BankTransfer_paymentMethods$key = {
  readonly " $data"?: BankTransfer_paymentMethods$data;
  readonly " $fragmentSpreads": FragmentRefs<"BankTransfer_paymentMethods">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BankTransfer_paymentMethods",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BankAccount",
      "kind": "LinkedField",
      "name": "bankTransfer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "bankName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accountNumber",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PaymentMethods",
  "abstractKey": null
};

(node as any).hash = "94d8ba97579162dadad2c84ecdd93123";

export default node;
