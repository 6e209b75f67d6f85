/**
 * @generated SignedSource<<e8ed8b03254f2ba5005f951e711a6fdf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Highlighted_segments$data = ReadonlyArray<{
  readonly highlighted: boolean;
  readonly text: string;
  readonly " $fragmentType": "Highlighted_segments";
}>;
export type Highlighted_segments$key = ReadonlyArray<{
  readonly " $data"?: Highlighted_segments$data;
  readonly " $fragmentSpreads": FragmentRefs<"Highlighted_segments">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "Highlighted_segments",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "highlighted",
      "storageKey": null
    }
  ],
  "type": "TextSegment",
  "abstractKey": null
};

(node as any).hash = "35fcb82364133ec1a821c22aedc58bb7";

export default node;
