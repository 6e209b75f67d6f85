/**
 * @generated SignedSource<<b8988bd682663946b9a533d14663b9c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchAnalyticsSection_workspace$data = {
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
  readonly " $fragmentType": "SearchAnalyticsSection_workspace";
};
export type SearchAnalyticsSection_workspace$key = {
  readonly " $data"?: SearchAnalyticsSection_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchAnalyticsSection_workspace">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "QueryTable_queries"
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "days"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchAnalyticsSection_workspace",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SearchRetention_workspace"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "days",
          "variableName": "days"
        }
      ],
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
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SearchedQuery",
          "kind": "LinkedField",
          "name": "queriesWithoutResults",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SearchedQuery",
          "kind": "LinkedField",
          "name": "queriesWithoutClicks",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};
})();

(node as any).hash = "1114c17bb16936fc394ab800f57b099a";

export default node;
