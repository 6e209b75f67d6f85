/**
 * @generated SignedSource<<d28cf7c14e1b4131ff3167eb4e347ba8>>
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

(node as any).hash = "c05089af087de9f058d5fee7c268f379";

export default node;
