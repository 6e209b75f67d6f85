/**
 * @generated SignedSource<<699a6456072b7c2f7c2e6a914a6dee77>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnalyticsAskers = "ANONYMOUS" | "HIDDEN" | "NAMED";
import { FragmentRefs } from "relay-runtime";
export type ConversationAnalyticsSection_workspace$data = {
  readonly conversationAnalytics: {
    readonly agents: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"AgentUsageTable_usage">;
    }>;
    readonly apps: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"AppUsageTable_usage">;
    }>;
    readonly askers: AnalyticsAskers;
    readonly topQuestions: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"TopQuestions_questions">;
    }>;
    readonly worstRatedAnswers: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"WorstRatedAnswers_answers">;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"ConversationCharts_analytics" | "ConversationCsvButton_analytics" | "ConversationTotals_analytics">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"AnalyticsAskersSetting_workspace">;
  readonly " $fragmentType": "ConversationAnalyticsSection_workspace";
};
export type ConversationAnalyticsSection_workspace$key = {
  readonly " $data"?: ConversationAnalyticsSection_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConversationAnalyticsSection_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "agentId"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "days"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "general"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "roleId"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConversationAnalyticsSection_workspace",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AnalyticsAskersSetting_workspace"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "agentId",
          "variableName": "agentId"
        },
        {
          "kind": "Variable",
          "name": "days",
          "variableName": "days"
        },
        {
          "kind": "Variable",
          "name": "generalAssistant",
          "variableName": "general"
        },
        {
          "kind": "Variable",
          "name": "roleId",
          "variableName": "roleId"
        }
      ],
      "concreteType": "ConversationAnalytics",
      "kind": "LinkedField",
      "name": "conversationAnalytics",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "askers",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ConversationTotals_analytics"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ConversationCharts_analytics"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ConversationCsvButton_analytics"
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RatedAnswer",
          "kind": "LinkedField",
          "name": "worstRatedAnswers",
          "plural": true,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "WorstRatedAnswers_answers"
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AskedQuestion",
          "kind": "LinkedField",
          "name": "topQuestions",
          "plural": true,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "TopQuestions_questions"
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AgentUsage",
          "kind": "LinkedField",
          "name": "agents",
          "plural": true,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "AgentUsageTable_usage"
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "AppUsage",
          "kind": "LinkedField",
          "name": "apps",
          "plural": true,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "AppUsageTable_usage"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "74914cd316fc9a9b7f7915eb7899fec4";

export default node;
