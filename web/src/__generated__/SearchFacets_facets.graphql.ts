/**
 * @generated SignedSource<<fef6b2ce38921d03dd26d3e7ab40aacf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchFacets_facets$data = {
  readonly apps: ReadonlyArray<{
    readonly appId: string;
    readonly count: number;
    readonly title: string;
  }>;
  readonly isExact: boolean;
  readonly sourceTypes: ReadonlyArray<{
    readonly count: number;
    readonly sourceType: string;
  }>;
  readonly " $fragmentType": "SearchFacets_facets";
};
export type SearchFacets_facets$key = {
  readonly " $data"?: SearchFacets_facets$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchFacets_facets">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchFacets_facets",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AppFacet",
      "kind": "LinkedField",
      "name": "apps",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "appId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SourceTypeFacet",
      "kind": "LinkedField",
      "name": "sourceTypes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sourceType",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isExact",
      "storageKey": null
    }
  ],
  "type": "SearchFacets",
  "abstractKey": null
};
})();

(node as any).hash = "913247ecbce9e3f92251425e7fb53a24";

export default node;
