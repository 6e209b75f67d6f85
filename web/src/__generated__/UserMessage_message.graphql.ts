/**
 * @generated SignedSource<<f6b261d3244d197f4196269de41111ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserMessage_message$data = {
  readonly content: string;
  readonly " $fragmentType": "UserMessage_message";
};
export type UserMessage_message$key = {
  readonly " $data"?: UserMessage_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserMessage_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserMessage_message",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "content",
      "storageKey": null
    }
  ],
  "type": "ChatMessage",
  "abstractKey": null
};

(node as any).hash = "3142b540e8ced7f5ac622f4772a2c40f";

export default node;
