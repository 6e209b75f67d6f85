/**
 * @generated SignedSource<<54e43e8f30d99680ccff4fe45edc50bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TopQuestions_questions$data = ReadonlyArray<{
  readonly lastAskedAt: string;
  readonly question: string;
  readonly times: number;
  readonly " $fragmentType": "TopQuestions_questions";
}>;
export type TopQuestions_questions$key = ReadonlyArray<{
  readonly " $data"?: TopQuestions_questions$data;
  readonly " $fragmentSpreads": FragmentRefs<"TopQuestions_questions">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "TopQuestions_questions",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "question",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "times",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastAskedAt",
      "storageKey": null
    }
  ],
  "type": "AskedQuestion",
  "abstractKey": null
};

(node as any).hash = "0c4f74d852ff1f1a18a5758b1876b21a";

export default node;
