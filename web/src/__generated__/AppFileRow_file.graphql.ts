/**
 * @generated SignedSource<<2b0351bb3c6aa1dc3553d0274b7acdce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppFileRow_file$data = {
  readonly createdAt: string;
  readonly mediaType: string;
  readonly name: string;
  readonly size: number;
  readonly " $fragmentSpreads": FragmentRefs<"FileIndexState_file">;
  readonly " $fragmentType": "AppFileRow_file";
};
export type AppFileRow_file$key = {
  readonly " $data"?: AppFileRow_file$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppFileRow_file">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppFileRow_file",
  "selections": [
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
      "name": "mediaType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "FileIndexState_file"
    }
  ],
  "type": "AppFile",
  "abstractKey": null
};

(node as any).hash = "19dfcb82c8e2318c557a6b189316eaaf";

export default node;
