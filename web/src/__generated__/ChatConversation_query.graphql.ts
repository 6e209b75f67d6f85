/**
 * @generated SignedSource<<56b91a4ca782557c3338f5549ba08219>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatConversation_query$data = {
  readonly availableAgents: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ConversationOpener_agent">;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"AgentPicker_query">;
  readonly " $fragmentType": "ChatConversation_query";
};
export type ChatConversation_query$key = {
  readonly " $data"?: ChatConversation_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatConversation_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatConversation_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AgentPicker_query"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Agent",
      "kind": "LinkedField",
      "name": "availableAgents",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "ConversationOpener_agent"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "0333c154d59c22c1bcb02d460ea3e7c7";

export default node;
