/**
 * @generated SignedSource<<6f8407cd59248c08c6878e1c530e1be8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConversationTotals_analytics$data = {
  readonly activeMembers: number;
  readonly answers: number;
  readonly answersWithoutCitation: number;
  readonly downVotes: number;
  readonly questions: number;
  readonly upVotes: number;
  readonly " $fragmentType": "ConversationTotals_analytics";
};
export type ConversationTotals_analytics$key = {
  readonly " $data"?: ConversationTotals_analytics$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConversationTotals_analytics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConversationTotals_analytics",
  "selections": [
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
  "type": "ConversationAnalytics",
  "abstractKey": null
};

(node as any).hash = "7ec771111ac9c4eed61f61fed23e68d0";

export default node;
