/**
 * @generated SignedSource<<ea0b24759f3a96e53c88d68e1aab2226>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QueryTable_queries$data = ReadonlyArray<{
  readonly lastSearchedAt: string;
  readonly opened: number;
  readonly query: string;
  readonly searches: number;
  readonly " $fragmentType": "QueryTable_queries";
}>;
export type QueryTable_queries$key = ReadonlyArray<{
  readonly " $data"?: QueryTable_queries$data;
  readonly " $fragmentSpreads": FragmentRefs<"QueryTable_queries">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "QueryTable_queries",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "query",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "searches",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "opened",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSearchedAt",
      "storageKey": null
    }
  ],
  "type": "SearchedQuery",
  "abstractKey": null
};

(node as any).hash = "0759df01be3ec5c3ba81ef162c67bbab";

export default node;
