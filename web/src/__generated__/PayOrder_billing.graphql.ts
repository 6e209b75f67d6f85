/**
 * @generated SignedSource<<22aa1a4e67be5b23ea07ca44ae10aed6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PayOrder_billing$data = {
  readonly paymentMethods: {
    readonly alipay: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"BankTransfer_paymentMethods">;
  };
  readonly " $fragmentType": "PayOrder_billing";
};
export type PayOrder_billing$key = {
  readonly " $data"?: PayOrder_billing$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayOrder_billing">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PayOrder_billing",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PaymentMethods",
      "kind": "LinkedField",
      "name": "paymentMethods",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alipay",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "BankTransfer_paymentMethods"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Billing",
  "abstractKey": null
};

(node as any).hash = "7c4df82c74be2b4ecf3f43586da53c36";

export default node;
