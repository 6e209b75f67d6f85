/**
 * @generated SignedSource<<d0be1c86de035ece38f975d6dca66d58>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppUsageTable_usage$data = ReadonlyArray<{
  readonly app: {
    readonly id: string;
    readonly title: string;
  };
  readonly citations: number;
  readonly " $fragmentType": "AppUsageTable_usage";
}>;
export type AppUsageTable_usage$key = ReadonlyArray<{
  readonly " $data"?: AppUsageTable_usage$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppUsageTable_usage">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "AppUsageTable_usage",
  "selections": [
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
          "name": "id",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "citations",
      "storageKey": null
    }
  ],
  "type": "AppUsage",
  "abstractKey": null
};

(node as any).hash = "9a9fa911581e6c73530970aea95b9484";

export default node;
