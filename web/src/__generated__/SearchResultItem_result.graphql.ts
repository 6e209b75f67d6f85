/**
 * @generated SignedSource<<8dbcfb10e1de4abaf0691f525bc609e8>>
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
  readonly document: {
    readonly downloadUrl: string | null | undefined;
    readonly id: string;
    readonly url: string | null | undefined;
  };
  readonly heading: string | null | undefined;
  readonly matchedTerms: ReadonlyArray<string>;
  readonly missingTerms: ReadonlyArray<string>;
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
      "concreteType": "Document",
      "kind": "LinkedField",
      "name": "document",
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
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "downloadUrl",
          "storageKey": null
        }
      ],
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "matchedTerms",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "missingTerms",
      "storageKey": null
    }
  ],
  "type": "SearchResult",
  "abstractKey": null
};
})();

(node as any).hash = "163d092b38b317ef2ed098b449765b47";

export default node;
