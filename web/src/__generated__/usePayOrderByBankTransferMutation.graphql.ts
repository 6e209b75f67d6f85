/**
 * @generated SignedSource<<9e7aa544ea2f08ccfe6fcdaf1d988aff>>
 * @relayHash eafa6802ebf6e93fcea1a346466ee978
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eafa6802ebf6e93fcea1a346466ee978

import { ConcreteRequest } from 'relay-runtime';
export type PaymentMethod = "ALIPAY" | "BANK_TRANSFER";
export type usePayOrderByBankTransferMutation$variables = {
  orderId: string;
};
export type usePayOrderByBankTransferMutation$data = {
  readonly payOrderByBankTransfer: {
    readonly __typename: string;
    readonly message?: string;
    readonly order?: {
      readonly id: string;
      readonly paymentCode: string;
      readonly paymentMethod: PaymentMethod | null | undefined;
    };
  };
};
export type usePayOrderByBankTransferMutation = {
  response: usePayOrderByBankTransferMutation$data;
  variables: usePayOrderByBankTransferMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "orderId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "orderId",
        "variableName": "orderId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "payOrderByBankTransfer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
            "plural": false,
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
            "storageKey": null
          }
        ],
        "type": "PayOrderByBankTransferPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePayOrderByBankTransferMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePayOrderByBankTransferMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "eafa6802ebf6e93fcea1a346466ee978",
    "metadata": {},
    "name": "usePayOrderByBankTransferMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e017ec45d66680e1ccea3b3fa1531f6c";

export default node;
