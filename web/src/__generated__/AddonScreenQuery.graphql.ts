/**
 * @generated SignedSource<<46579710c1654341aafda5698d1a6311>>
 * @relayHash f36f876bb3fbd4bcacfbbbac04ded162
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f36f876bb3fbd4bcacfbbbac04ded162

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddonKind = "CHATS" | "DOCUMENTS" | "MEMBERS";
export type BillingItem = "CHATS" | "DOCUMENTS" | "ENTERPRISE" | "MEMBERS" | "TEAM" | "ULTIMATE";
export type BillingPeriod = "DAY" | "MONTH" | "PERMANENT" | "YEAR";
export type AddonScreenQuery$variables = Record<PropertyKey, never>;
export type AddonScreenQuery$data = {
  readonly billingCatalogue: {
    readonly addons: ReadonlyArray<{
      readonly amountFen: number;
      readonly item: BillingItem;
      readonly kind: AddonKind;
      readonly period: BillingPeriod;
      readonly quantity: number;
    }>;
  };
  readonly viewer: {
    readonly currentWorkspace: {
      readonly billing: {
        readonly " $fragmentSpreads": FragmentRefs<"Checkout_billing">;
      };
    } | null | undefined;
  } | null | undefined;
};
export type AddonScreenQuery = {
  response: AddonScreenQuery$data;
  variables: AddonScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "BillingCatalogue",
  "kind": "LinkedField",
  "name": "billingCatalogue",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CatalogueAddon",
      "kind": "LinkedField",
      "name": "addons",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "item",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "period",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amountFen",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AddonScreenQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "currentWorkspace",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Billing",
                "kind": "LinkedField",
                "name": "billing",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "Checkout_billing"
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AddonScreenQuery",
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "currentWorkspace",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Billing",
                "kind": "LinkedField",
                "name": "billing",
                "plural": false,
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
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f36f876bb3fbd4bcacfbbbac04ded162",
    "metadata": {},
    "name": "AddonScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "a3786f3f7178cb998d633d70fe79716e";

export default node;
