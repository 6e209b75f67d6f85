/**
 * @generated SignedSource<<cdb67bfbf50e627e8046d8e7abda2a66>>
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
      readonly downloadUrl: string | null | undefined;
      readonly title: string;
      readonly url: string | null | undefined;
    } | null | undefined;
    readonly index: number;
    readonly passage: string;
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
},
v1 = {
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
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "passage",
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
            (v0/*:: as any*/),
            (v1/*:: as any*/),
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

(node as any).hash = "b783c40b0e979ef60ac865bb89cc49b8";

export default node;
