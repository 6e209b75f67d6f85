/**
 * @generated SignedSource<<2b2296417ae2eea3141e304d0fbe1ed0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DocumentRow_document$data = {
  readonly downloadUrl: string | null | undefined;
  readonly excerpt: string;
  readonly id: string;
  readonly sourceType: string;
  readonly title: string;
  readonly updatedAt: string;
  readonly url: string | null | undefined;
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

(node as any).hash = "d624dbe18c7bd90edc8517020d46493b";

export default node;
