/**
 * @generated SignedSource<<41305e951e2349649fb68a3fb70d8865>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ScoreField = "BODY" | "HEADING" | "TITLE";
import { FragmentRefs } from "relay-runtime";
export type ScoreTable_parts$data = {
  readonly averageChunks: number;
  readonly clauses: number;
  readonly coverage: number;
  readonly definedCode: string | null | undefined;
  readonly definition: number;
  readonly documentChunks: number;
  readonly keyword: number;
  readonly language: number;
  readonly place: number;
  readonly proximity: ReadonlyArray<{
    readonly document: number;
    readonly passage: number;
    readonly terms: ReadonlyArray<string>;
  }>;
  readonly recency: number;
  readonly vectorSimilarity: number | null | undefined;
  readonly words: ReadonlyArray<{
    readonly document: number;
    readonly fields: ReadonlyArray<ScoreField>;
    readonly passage: number;
    readonly term: string;
  }>;
  readonly wordsAsked: number;
  readonly wordsHeld: number;
  readonly " $fragmentType": "ScoreTable_parts";
};
export type ScoreTable_parts$key = {
  readonly " $data"?: ScoreTable_parts$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScoreTable_parts">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "passage",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "document",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScoreTable_parts",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WordScore",
      "kind": "LinkedField",
      "name": "words",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "term",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fields",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ProximityScore",
      "kind": "LinkedField",
      "name": "proximity",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "terms",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wordsHeld",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wordsAsked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "coverage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clauses",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "keyword",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "documentChunks",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "averageChunks",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "language",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "definedCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "definition",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "place",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vectorSimilarity",
      "storageKey": null
    }
  ],
  "type": "ScoreParts",
  "abstractKey": null
};
})();

(node as any).hash = "6e972fa4237a2f0ce101d2a86f6f6228";

export default node;
