/**
 * @generated SignedSource<<848a064e038cba54cff6a33a4e6a7c3e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShareConversationButton_conversation$data = {
  readonly sharedAt: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ShareConversationDialog_conversation">;
  readonly " $fragmentType": "ShareConversationButton_conversation";
};
export type ShareConversationButton_conversation$key = {
  readonly " $data"?: ShareConversationButton_conversation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShareConversationButton_conversation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShareConversationButton_conversation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sharedAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ShareConversationDialog_conversation"
    }
  ],
  "type": "Conversation",
  "abstractKey": null
};

(node as any).hash = "7ef8f13787b461684abd8223dd6cd736";

export default node;
