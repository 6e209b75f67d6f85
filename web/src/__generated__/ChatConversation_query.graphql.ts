/**
 * @generated SignedSource<<d3b9795200aeae33be832c15f1aa9dd5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatConversation_query$data = {
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
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "50e55c5ff95f81b8829408632981271d";

export default node;
