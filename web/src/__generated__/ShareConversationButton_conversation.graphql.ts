/**
 * @generated SignedSource<<0ac42e8212512b09803a7c2d81dd9238>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShareConversationButton_conversation$data = {
  readonly id: string;
  readonly sharedAt: string | null | undefined;
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
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sharedAt",
      "storageKey": null
    }
  ],
  "type": "Conversation",
  "abstractKey": null
};

(node as any).hash = "4e3aca3c73c2af7b41f12e19fc03caf7";

export default node;
