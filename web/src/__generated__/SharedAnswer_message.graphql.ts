/**
 * @generated SignedSource<<90ba548ee908194565548a5a29f6249f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MessageStatus = "DONE" | "FAILED" | "STOPPED" | "STREAMING";
import { FragmentRefs } from "relay-runtime";
export type SharedAnswer_message$data = {
  readonly hiddenCitations: number;
  readonly status: MessageStatus;
  readonly " $fragmentSpreads": FragmentRefs<"AnswerSources_message" | "AnswerText_message">;
  readonly " $fragmentType": "SharedAnswer_message";
};
export type SharedAnswer_message$key = {
  readonly " $data"?: SharedAnswer_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"SharedAnswer_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SharedAnswer_message",
  "selections": [
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
      "name": "hiddenCitations",
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

(node as any).hash = "038890d6cc526a56cbf86a3d342d0684";

export default node;
