/**
 * @generated SignedSource<<ed962c7e77a8acff2e3bbc3ac1d1d2a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConversationHistoryItem_conversation$data = {
  readonly id: string;
  readonly title: string;
  readonly updatedAt: string;
  readonly " $fragmentType": "ConversationHistoryItem_conversation";
};
export type ConversationHistoryItem_conversation$key = {
  readonly " $data"?: ConversationHistoryItem_conversation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConversationHistoryItem_conversation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConversationHistoryItem_conversation",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "Conversation",
  "abstractKey": null
};

(node as any).hash = "47f8d5bfb03142deb0810fcb764360bd";

export default node;
