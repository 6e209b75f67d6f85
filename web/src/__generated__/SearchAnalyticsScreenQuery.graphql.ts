/**
 * @generated SignedSource<<d06c7103aadb17a9d075a5a93f02b2e0>>
 * @relayHash 0dbee966dd50d011130b6ee395e6b7ba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0dbee966dd50d011130b6ee395e6b7ba

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchAnalyticsScreenQuery$variables = {
  days: number;
};
export type SearchAnalyticsScreenQuery$data = {
  readonly viewer: {
    readonly currentWorkspace: {
      readonly searchAnalytics: {
        readonly queriesWithoutClicks: ReadonlyArray<{
          readonly " $fragmentSpreads": FragmentRefs<"QueryTable_queries">;
        }>;
        readonly queriesWithoutResults: ReadonlyArray<{
          readonly " $fragmentSpreads": FragmentRefs<"QueryTable_queries">;
        }>;
        readonly topQueries: ReadonlyArray<{
          readonly " $fragmentSpreads": FragmentRefs<"QueryTable_queries">;
        }>;
        readonly " $fragmentSpreads": FragmentRefs<"SearchTotals_analytics">;
      };
      readonly " $fragmentSpreads": FragmentRefs<"SearchRetention_workspace">;
    } | null | undefined;
  } | null | undefined;
};
export type SearchAnalyticsScreenQuery = {
  response: SearchAnalyticsScreenQuery$data;
  variables: SearchAnalyticsScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "days"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "days",
    "variableName": "days"
  }
],
v2 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "QueryTable_queries"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "searches",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "opened",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "query",
    "storageKey": null
  },
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "lastSearchedAt",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SearchAnalyticsScreenQuery",
    "selections": [
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "SearchRetention_workspace"
              },
              {
                "alias": null,
                "args": (v1/*:: as any*/),
                "concreteType": "SearchAnalytics",
                "kind": "LinkedField",
                "name": "searchAnalytics",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SearchTotals_analytics"
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SearchedQuery",
                    "kind": "LinkedField",
                    "name": "topQueries",
                    "plural": true,
                    "selections": (v2/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SearchedQuery",
                    "kind": "LinkedField",
                    "name": "queriesWithoutResults",
                    "plural": true,
                    "selections": (v2/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SearchedQuery",
                    "kind": "LinkedField",
                    "name": "queriesWithoutClicks",
                    "plural": true,
                    "selections": (v2/*:: as any*/),
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
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SearchAnalyticsScreenQuery",
    "selections": [
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
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "searchRetentionDays",
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v1/*:: as any*/),
                "concreteType": "SearchAnalytics",
                "kind": "LinkedField",
                "name": "searchAnalytics",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "withoutResults",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SearchedQuery",
                    "kind": "LinkedField",
                    "name": "topQueries",
                    "plural": true,
                    "selections": (v5/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SearchedQuery",
                    "kind": "LinkedField",
                    "name": "queriesWithoutResults",
                    "plural": true,
                    "selections": (v5/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SearchedQuery",
                    "kind": "LinkedField",
                    "name": "queriesWithoutClicks",
                    "plural": true,
                    "selections": (v5/*:: as any*/),
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
      }
    ]
  },
  "params": {
    "id": "0dbee966dd50d011130b6ee395e6b7ba",
    "metadata": {},
    "name": "SearchAnalyticsScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "26b4519611d92e7058f714a34322e9ea";

export default node;
