/**
 * @generated SignedSource<<8ebe9f871aeb016b1c6cc1510f2afaec>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DocumentBodyFormat = "MARKDOWN" | "TEXT";
import { FragmentRefs } from "relay-runtime";
export type DocumentBody_body$data = {
  readonly format: DocumentBodyFormat;
  readonly matches?: {
    readonly passage: number | null | undefined;
    readonly ranges: ReadonlyArray<{
      readonly end: number;
      readonly start: number;
    }>;
  };
  readonly text: string;
  readonly " $fragmentType": "DocumentBody_body";
};
export type DocumentBody_body$key = {
  readonly " $data"?: DocumentBody_body$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentBody_body">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "hasQuery"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "query"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentBody_body",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "format",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "condition": "hasQuery",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": [
            {
              "kind": "Variable",
              "name": "query",
              "variableName": "query"
            }
          ],
          "concreteType": "DocumentMatches",
          "kind": "LinkedField",
          "name": "matches",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "TextRange",
              "kind": "LinkedField",
              "name": "ranges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "start",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "end",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "passage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "DocumentBody",
  "abstractKey": null
};

(node as any).hash = "0a6bb328b903dea033369ae9a9236aa8";

export default node;
