/**
 * @generated SignedSource<<9102ea1aef802553234683120a848867>>
 * @relayHash f7b8c8af410957c0a3ae37245e87be0d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f7b8c8af410957c0a3ae37245e87be0d

import { ConcreteRequest } from 'relay-runtime';
export type BillingItem = "CHATS" | "DOCUMENTS" | "ENTERPRISE" | "MEMBERS" | "TEAM" | "ULTIMATE";
export type BillingPeriod = "DAY" | "MONTH" | "PERMANENT" | "YEAR";
export type GiftSubscriptionInput = {
  addonQuantity?: number | null | undefined;
  item: BillingItem;
  note?: string | null | undefined;
  period: BillingPeriod;
  quantity?: number | null | undefined;
  workspaceInternalID: string;
};
export type useGiftSubscriptionMutation$variables = {
  input: GiftSubscriptionInput;
};
export type useGiftSubscriptionMutation$data = {
  readonly giftSubscription: {
    readonly __typename: string;
    readonly message?: string;
    readonly problems?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly subscription?: {
      readonly endsAt: string | null | undefined;
      readonly name: string;
      readonly startsAt: string;
    };
  };
};
export type useGiftSubscriptionMutation = {
  response: useGiftSubscriptionMutation$data;
  variables: useGiftSubscriptionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "giftSubscription",
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
            "concreteType": "BillingSubscription",
            "kind": "LinkedField",
            "name": "subscription",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startsAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endsAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "GiftSubscriptionPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldProblem",
            "kind": "LinkedField",
            "name": "problems",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
    "name": "useGiftSubscriptionMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useGiftSubscriptionMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "f7b8c8af410957c0a3ae37245e87be0d",
    "metadata": {},
    "name": "useGiftSubscriptionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "381de39c8a601687de1bdedb2f220b44";

export default node;
