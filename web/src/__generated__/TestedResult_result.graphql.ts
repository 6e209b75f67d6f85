/**
 * @generated SignedSource<<cfe7f1e06e756c278cc755083ed23f6c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TestedResult_result$data = {
  readonly appTitle: string | null | undefined;
  readonly documentId: string | null | undefined;
  readonly heading: string | null | undefined;
  readonly parts: {
    readonly " $fragmentSpreads": FragmentRefs<"ScoreTable_parts">;
  } | null | undefined;
  readonly passage: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"Highlighted_segments">;
  }> | null | undefined;
  readonly position: number;
  readonly readable: boolean;
  readonly score: number | null | undefined;
  readonly title: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"Highlighted_segments">;
  }> | null | undefined;
  readonly " $fragmentType": "TestedResult_result";
};
export type TestedResult_result$key = {
  readonly " $data"?: TestedResult_result$data;
  readonly " $fragmentSpreads": FragmentRefs<"TestedResult_result">;
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
  "name": "TestedResult_result",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "position",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "readable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "documentId",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "appTitle",
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
      "kind": "ScalarField",
      "name": "score",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ScoreParts",
      "kind": "LinkedField",
      "name": "parts",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ScoreTable_parts"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RetrievalTestResult",
  "abstractKey": null
};
})();

(node as any).hash = "bff83f9108e75df8566f55365eb44b56";

export default node;
