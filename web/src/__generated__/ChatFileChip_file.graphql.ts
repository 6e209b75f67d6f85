/**
 * @generated SignedSource<<97ca6cd68802f344038eab3044ae19da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatFileChip_file$data = {
  readonly hasText: boolean;
  readonly id: string;
  readonly name: string;
  readonly size: number;
  readonly " $fragmentType": "ChatFileChip_file";
};
export type ChatFileChip_file$key = {
  readonly " $data"?: ChatFileChip_file$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatFileChip_file">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatFileChip_file",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "size",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasText",
      "storageKey": null
    }
  ],
  "type": "ChatFile",
  "abstractKey": null
};

(node as any).hash = "722d05b75a78bedc917a688b7b423770";

export default node;
