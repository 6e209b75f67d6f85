/**
 * @generated SignedSource<<41de00b4c49b4d1291364e6e28bbe12c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SynonymDialog_synonym$data = {
  readonly id: string;
  readonly input: string | null | undefined;
  readonly terms: ReadonlyArray<string>;
  readonly " $fragmentType": "SynonymDialog_synonym";
};
export type SynonymDialog_synonym$key = {
  readonly " $data"?: SynonymDialog_synonym$data;
  readonly " $fragmentSpreads": FragmentRefs<"SynonymDialog_synonym">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SynonymDialog_synonym",
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
      "name": "input",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "terms",
      "storageKey": null
    }
  ],
  "type": "Synonym",
  "abstractKey": null
};

(node as any).hash = "e0db1e1a514b94883beb91e6d799fdff";

export default node;
