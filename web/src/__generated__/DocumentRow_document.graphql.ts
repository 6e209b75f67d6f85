/**
 * @generated SignedSource<<824660d20a279f1a27371e94cb776bbe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentRow_document$data = {
  readonly excerpt: string;
  readonly id: string;
  readonly sourceType: string;
  readonly title: string;
  readonly updatedAt: string;
  readonly " $fragmentType": "DocumentRow_document";
};
export type DocumentRow_document$key = {
  readonly " $data"?: DocumentRow_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"DocumentRow_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DocumentRow_document",
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
      "args": [
        {
          "kind": "Literal",
          "name": "length",
          "value": 160
        }
      ],
      "kind": "ScalarField",
      "name": "excerpt",
      "storageKey": "excerpt(length:160)"
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "7367c6fbb38bb84eab0ac8beba8202e6";

export default node;
