/**
 * @generated SignedSource<<6c2d24f80fccc8aeeabb451d816c0df2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnswerSources_message$data = {
  readonly citations: ReadonlyArray<{
    readonly document: {
      readonly id: string;
      readonly title: string;
    } | null | undefined;
    readonly index: number;
    readonly title: string;
    readonly url: string | null | undefined;
  }>;
  readonly " $fragmentType": "AnswerSources_message";
};
export type AnswerSources_message$key = {
  readonly " $data"?: AnswerSources_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnswerSources_message">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnswerSources_message",
  "selections": [
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
        (v0/*:: as any*/),
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
            },
            (v0/*:: as any*/)
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

(node as any).hash = "9ab4d0d67fcb99ad761f3f8e7d6d5da2";

export default node;
