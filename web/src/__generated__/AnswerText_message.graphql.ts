/**
 * @generated SignedSource<<697f9c88c90f942fc4aaf3e305dbb5e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MessageStatus = "DONE" | "FAILED" | "STOPPED" | "STREAMING";
import { FragmentRefs } from "relay-runtime";
export type AnswerText_message$data = {
  readonly citations: ReadonlyArray<{
    readonly document: {
      readonly id: string;
    } | null | undefined;
    readonly index: number;
    readonly title: string;
    readonly url: string | null | undefined;
  }>;
  readonly content: string;
  readonly status: MessageStatus;
  readonly " $fragmentType": "AnswerText_message";
};
export type AnswerText_message$key = {
  readonly " $data"?: AnswerText_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnswerText_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnswerText_message",
  "selections": [
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
      "concreteType": "Citation",
      "kind": "LinkedField",
      "name": "citations",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "index",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Document",
          "kind": "LinkedField",
          "name": "document",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ChatMessage",
  "abstractKey": null
};

(node as any).hash = "2887d701f9d5e52649583e8b45796185";

export default node;
