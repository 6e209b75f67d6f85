/**
 * @generated SignedSource<<73f30119cda77282589a6ab07c88ac56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchResultItem_result$data = {
  readonly document: {
    readonly app: {
      readonly title: string;
    };
    readonly author: string | null | undefined;
    readonly downloadUrl: string | null | undefined;
    readonly id: string;
    readonly sourceType: string;
    readonly updatedAt: string;
    readonly url: string | null | undefined;
  };
  readonly heading: string | null | undefined;
  readonly passage: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"Highlighted_segments">;
  }>;
  readonly preview: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"Highlighted_segments">;
  }>;
  readonly title: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"Highlighted_segments">;
  }>;
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
          "name": "updatedAt",
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
          "concreteType": "App",
          "kind": "LinkedField",
          "name": "app",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SearchResult",
  "abstractKey": null
};
})();

(node as any).hash = "5eef16078ab3fae28753a13aa4d968f8";

export default node;
