/**
 * @generated SignedSource<<f05c8b9ad4efe22be674d40b1fa7bfe6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnswerVote = "DOWN" | "UP";
export type FeedbackReason = "NOT_FOUND" | "NOT_RELEVANT" | "OUTDATED" | "WRONG";
export type MessageStatus = "DONE" | "FAILED" | "STOPPED" | "STREAMING";
import { FragmentRefs } from "relay-runtime";
export type AnswerMessage_message$data = {
  readonly content: string;
  readonly errorMessage: string | null | undefined;
  readonly feedback: {
    readonly comment: string;
    readonly reasons: ReadonlyArray<FeedbackReason>;
    readonly vote: AnswerVote;
  } | null | undefined;
  readonly followUpQuestions: ReadonlyArray<string>;
  readonly id: string;
  readonly status: MessageStatus;
  readonly " $fragmentSpreads": FragmentRefs<"AnswerSources_message" | "AnswerText_message">;
  readonly " $fragmentType": "AnswerMessage_message";
};
export type AnswerMessage_message$key = {
  readonly " $data"?: AnswerMessage_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnswerMessage_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnswerMessage_message",
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
      "name": "content",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "errorMessage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "followUpQuestions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AnswerFeedback",
      "kind": "LinkedField",
      "name": "feedback",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vote",
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
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AnswerText_message"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AnswerSources_message"
    }
  ],
  "type": "ChatMessage",
  "abstractKey": null
};

(node as any).hash = "a0513479c77340a8ad211dcd94fa322c";

export default node;
