/**
 * @generated SignedSource<<18ed71362f6b911165ad28445cf15142>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Composer_conversation$data = {
  readonly " $fragmentSpreads": FragmentRefs<"ChatFiles_conversation">;
  readonly " $fragmentType": "Composer_conversation";
};
export type Composer_conversation$key = {
  readonly " $data"?: Composer_conversation$data;
  readonly " $fragmentSpreads": FragmentRefs<"Composer_conversation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Composer_conversation",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChatFiles_conversation"
    }
  ],
  "type": "Conversation",
  "abstractKey": null
};

(node as any).hash = "75f8d5db5b87c98730d9dc96e141326e";

export default node;
