/**
 * @generated SignedSource<<2b148c96c88b903c556344ce1b797daa>>
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
      readonly downloadUrl: string | null | undefined;
      readonly url: string | null | undefined;
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

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
};
return {
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Document",
          "kind": "LinkedField",
          "name": "document",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "downloadUrl",
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
})();

(node as any).hash = "e38ee75d69bd5671c084d97c11be8b24";

export default node;
