/**
 * @generated SignedSource<<f7c4edf9d8ada3835a8b17793739e442>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AppFileIndexState = "FAILED" | "INDEXING" | "NOT_INDEXED" | "SEARCHABLE";
import { FragmentRefs } from "relay-runtime";
export type FileIndexState_file$data = {
  readonly indexError: string | null | undefined;
  readonly indexErrorDetail: string | null | undefined;
  readonly indexState: AppFileIndexState;
  readonly " $fragmentType": "FileIndexState_file";
};
export type FileIndexState_file$key = {
  readonly " $data"?: FileIndexState_file$data;
  readonly " $fragmentSpreads": FragmentRefs<"FileIndexState_file">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FileIndexState_file",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "indexState",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "indexError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "indexErrorDetail",
      "storageKey": null
    }
  ],
  "type": "AppFile",
  "abstractKey": null
};

(node as any).hash = "98f30c2b153138a304847cbb675d5736";

export default node;
