/**
 * @generated SignedSource<<d99ad8e85e152be968e2b173720c1032>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConversationCsvButton_analytics$data = {
  readonly daily: ReadonlyArray<{
    readonly activeMembers: number;
    readonly answers: number;
    readonly answersWithoutCitation: number;
    readonly date: string;
    readonly downVotes: number;
    readonly questions: number;
    readonly upVotes: number;
  }>;
  readonly days: number;
  readonly " $fragmentType": "ConversationCsvButton_analytics";
};
export type ConversationCsvButton_analytics$key = {
  readonly " $data"?: ConversationCsvButton_analytics$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConversationCsvButton_analytics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConversationCsvButton_analytics",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "days",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AnalyticsDay",
      "kind": "LinkedField",
      "name": "daily",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "questions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "activeMembers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answers",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "answersWithoutCitation",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "upVotes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "downVotes",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ConversationAnalytics",
  "abstractKey": null
};

(node as any).hash = "1286e72d09af8b1318307667af59a7e0";

export default node;
