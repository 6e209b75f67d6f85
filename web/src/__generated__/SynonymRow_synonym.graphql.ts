/**
 * @generated SignedSource<<9e1f15173c9055e93bf57fab57a3aa4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SynonymRow_synonym$data = {
  readonly createdAt: string;
  readonly createdBy: {
    readonly displayName: string;
  } | null | undefined;
  readonly input: string | null | undefined;
  readonly terms: ReadonlyArray<string>;
  readonly " $fragmentType": "SynonymRow_synonym";
};
export type SynonymRow_synonym$key = {
  readonly " $data"?: SynonymRow_synonym$data;
  readonly " $fragmentSpreads": FragmentRefs<"SynonymRow_synonym">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SynonymRow_synonym",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "input",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "terms",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "createdBy",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Synonym",
  "abstractKey": null
};

(node as any).hash = "70b3e97978ea2b994749df64c984963c";

export default node;
