/**
 * @generated SignedSource<<81b225dc6bf848d47875423977f14c74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AgentUsageTable_usage$data = ReadonlyArray<{
  readonly agent: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly answersWithoutCitation: number;
  readonly downVotes: number;
  readonly generalAssistant: boolean;
  readonly questions: number;
  readonly upVotes: number;
  readonly " $fragmentType": "AgentUsageTable_usage";
}>;
export type AgentUsageTable_usage$key = ReadonlyArray<{
  readonly " $data"?: AgentUsageTable_usage$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgentUsageTable_usage">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "AgentUsageTable_usage",
  "selections": [
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
          "name": "id",
          "storageKey": null
        },
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
      "kind": "ScalarField",
      "name": "generalAssistant",
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
  "type": "AgentUsage",
  "abstractKey": null
};

(node as any).hash = "793811a598a7541dae69971d854dd330";

export default node;
