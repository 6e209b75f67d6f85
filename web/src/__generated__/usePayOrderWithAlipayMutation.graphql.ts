/**
 * @generated SignedSource<<51c76f230628cdbbbe6ca2a4cc3d916b>>
 * @relayHash fe331aba6c347b2f221b37351609d9b5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fe331aba6c347b2f221b37351609d9b5

import { ConcreteRequest } from 'relay-runtime';
export type PaymentMethod = "ALIPAY" | "BANK_TRANSFER";
export type usePayOrderWithAlipayMutation$variables = {
  orderId: string;
};
export type usePayOrderWithAlipayMutation$data = {
  readonly payOrderWithAlipay: {
    readonly __typename: string;
    readonly message?: string;
    readonly order?: {
      readonly id: string;
      readonly paymentMethod: PaymentMethod | null | undefined;
    };
    readonly paymentUrl?: string;
  };
};
export type usePayOrderWithAlipayMutation = {
  response: usePayOrderWithAlipayMutation$data;
  variables: usePayOrderWithAlipayMutation$variables;
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
    "name": "payOrderWithAlipay",
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
            "kind": "ScalarField",
            "name": "paymentUrl",
            "storageKey": null
          },
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "PayOrderWithAlipayPayload",
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
    "name": "usePayOrderWithAlipayMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePayOrderWithAlipayMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fe331aba6c347b2f221b37351609d9b5",
    "metadata": {},
    "name": "usePayOrderWithAlipayMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e1c58950cdfd489f16622d2be07f3bdb";

export default node;
