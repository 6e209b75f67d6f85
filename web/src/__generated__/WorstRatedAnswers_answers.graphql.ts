/**
 * @generated SignedSource<<a373019ee0a6f134f0d25835c2703edc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FeedbackReason = "NOT_FOUND" | "NOT_RELEVANT" | "OUTDATED" | "WRONG";
import { FragmentRefs } from "relay-runtime";
export type WorstRatedAnswers_answers$data = ReadonlyArray<{
  readonly agent: {
    readonly name: string;
  } | null | undefined;
  readonly answer: string | null | undefined;
  readonly askerName: string | null | undefined;
  readonly byVisitor: boolean;
  readonly comment: string;
  readonly hiddenSources: number;
  readonly question: string | null | undefined;
  readonly reasons: ReadonlyArray<FeedbackReason>;
  readonly sources: ReadonlyArray<{
    readonly id: string;
    readonly title: string;
  }>;
  readonly votedAt: string;
  readonly " $fragmentType": "WorstRatedAnswers_answers";
}>;
export type WorstRatedAnswers_answers$key = ReadonlyArray<{
  readonly " $data"?: WorstRatedAnswers_answers$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorstRatedAnswers_answers">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "WorstRatedAnswers_answers",
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
      "name": "answer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reasons",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "comment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "votedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "askerName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "byVisitor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Agent",
      "kind": "LinkedField",
      "name": "agent",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Document",
      "kind": "LinkedField",
      "name": "sources",
      "plural": true,
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
      "name": "hiddenSources",
      "storageKey": null
    }
  ],
  "type": "RatedAnswer",
  "abstractKey": null
};

(node as any).hash = "3052dc96d144e70e030c1f140d150440";

export default node;
