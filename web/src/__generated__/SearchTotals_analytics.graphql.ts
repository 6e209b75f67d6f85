/**
 * @generated SignedSource<<9e7a617742f4424cc2661a95ef407d43>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchTotals_analytics$data = {
  readonly opened: number;
  readonly searches: number;
  readonly withoutResults: number;
  readonly " $fragmentType": "SearchTotals_analytics";
};
export type SearchTotals_analytics$key = {
  readonly " $data"?: SearchTotals_analytics$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchTotals_analytics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchTotals_analytics",
  "selections": [
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
      "name": "withoutResults",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "opened",
      "storageKey": null
    }
  ],
  "type": "SearchAnalytics",
  "abstractKey": null
};

(node as any).hash = "a2acc725c3144288cc9736d4f34932e9";

export default node;
