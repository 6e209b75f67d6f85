/**
 * @generated SignedSource<<cf077240c0d64a50bc112b95c8424456>>
 * @relayHash 3cd8074a6dba1d3dee19ac8eaf83a251
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3cd8074a6dba1d3dee19ac8eaf83a251

import { ConcreteRequest } from 'relay-runtime';
export type AnalyticsAskers = "ANONYMOUS" | "HIDDEN" | "NAMED";
export type AnalyticsAskersSettingMutation$variables = {
  askers: AnalyticsAskers;
};
export type AnalyticsAskersSettingMutation$data = {
  readonly setAnalyticsAskers: {
    readonly __typename: string;
    readonly askers?: AnalyticsAskers;
    readonly message?: string;
  };
};
export type AnalyticsAskersSettingMutation = {
  response: AnalyticsAskersSettingMutation$data;
  variables: AnalyticsAskersSettingMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "askers"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "askers",
        "variableName": "askers"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setAnalyticsAskers",
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
            "name": "askers",
            "storageKey": null
          }
        ],
        "type": "AnalyticsAskersPayload",
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
    "name": "AnalyticsAskersSettingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AnalyticsAskersSettingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3cd8074a6dba1d3dee19ac8eaf83a251",
    "metadata": {},
    "name": "AnalyticsAskersSettingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "efd467af6409934a67991bdb4d28974a";

export default node;
