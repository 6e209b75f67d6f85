/**
 * @generated SignedSource<<3fbd0ab4309942fcc971fd1145f96316>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConversationCharts_analytics$data = {
  readonly daily: ReadonlyArray<{
    readonly activeMembers: number;
    readonly date: string;
    readonly questions: number;
  }>;
  readonly " $fragmentType": "ConversationCharts_analytics";
};
export type ConversationCharts_analytics$key = {
  readonly " $data"?: ConversationCharts_analytics$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConversationCharts_analytics">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConversationCharts_analytics",
  "selections": [
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ConversationAnalytics",
  "abstractKey": null
};

(node as any).hash = "2188838a6cabea1bfb3273fe004b764a";

export default node;
