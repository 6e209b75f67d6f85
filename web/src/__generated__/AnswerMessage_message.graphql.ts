/**
 * @generated SignedSource<<14569bb5eda1c961c6f64a18e18fd4e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MessageStatus = "DONE" | "FAILED" | "STOPPED" | "STREAMING";
import { FragmentRefs } from "relay-runtime";
export type AnswerMessage_message$data = {
  readonly content: string;
  readonly errorMessage: string | null | undefined;
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

(node as any).hash = "4178aa7ab951ae3d971aa0488308aa5c";

export default node;
