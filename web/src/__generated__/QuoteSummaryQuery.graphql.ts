/**
 * @generated SignedSource<<55ce897d1d3bfa6ac3f3de7ff7f00c70>>
 * @relayHash 0032216cdfc9e49e489fcde07ea0f582
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0032216cdfc9e49e489fcde07ea0f582

import { ConcreteRequest } from 'relay-runtime';
export type BillingItem = "CHATS" | "DOCUMENTS" | "ENTERPRISE" | "MEMBERS" | "TEAM" | "ULTIMATE";
export type BillingPeriod = "DAY" | "MONTH" | "PERMANENT" | "YEAR";
export type OrderInput = {
  item: BillingItem;
  period: BillingPeriod;
  quantity?: number | null | undefined;
};
export type QuoteSummaryQuery$variables = {
  input: OrderInput;
};
export type QuoteSummaryQuery$data = {
  readonly orderQuote: {
    readonly amountFen: number;
    readonly creditFen: number;
    readonly creditReason: string;
    readonly quantity: number;
    readonly totalFen: number;
    readonly unitFen: number;
  };
};
export type QuoteSummaryQuery = {
  response: QuoteSummaryQuery$data;
  variables: QuoteSummaryQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "OrderQuote",
    "kind": "LinkedField",
    "name": "orderQuote",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unitFen",
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
        "name": "creditReason",
        "storageKey": null
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
    "name": "QuoteSummaryQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "QuoteSummaryQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0032216cdfc9e49e489fcde07ea0f582",
    "metadata": {},
    "name": "QuoteSummaryQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d3bd42d7062524746d28e9ecea4d0f56";

export default node;
