/**
 * @generated SignedSource<<cd5ab6ba200227d310e12991d43b9929>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchResultItem_result$data = {
  readonly appTitle: string;
  readonly author: string | null | undefined;
  readonly heading: string | null | undefined;
  readonly link: string | null | undefined;
  readonly passage: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"Highlighted_segments">;
  }>;
  readonly preview: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"Highlighted_segments">;
  }>;
  readonly sourceType: string;
  readonly title: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"Highlighted_segments">;
  }>;
  readonly updatedAt: string;
  readonly " $fragmentType": "SearchResultItem_result";
};
export type SearchResultItem_result$key = {
  readonly " $data"?: SearchResultItem_result$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchResultItem_result">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "Highlighted_segments"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchResultItem_result",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TextSegment",
      "kind": "LinkedField",
      "name": "title",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "heading",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TextSegment",
      "kind": "LinkedField",
      "name": "passage",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TextSegment",
      "kind": "LinkedField",
      "name": "preview",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "link",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sourceType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "author",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "appTitle",
      "storageKey": null
    }
  ],
  "type": "SearchResult",
  "abstractKey": null
};
})();

(node as any).hash = "2dcdf2590a5144326b0bc2f2cd95e75a";

export default node;
