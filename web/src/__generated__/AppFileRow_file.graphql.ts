/**
 * @generated SignedSource<<7eef391da529cbf0fdc1120492befeb9>>
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
    }
  ],
  "type": "AppFile",
  "abstractKey": null
};

(node as any).hash = "0d1ccadcf987807d481818472d23b9b9";

export default node;
