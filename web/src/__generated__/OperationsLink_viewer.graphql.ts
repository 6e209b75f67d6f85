/**
 * @generated SignedSource<<0372115abf7425e56ce7fd937e8eeb72>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OperationsLink_viewer$data = {
  readonly isOperator: boolean;
  readonly " $fragmentType": "OperationsLink_viewer";
};
export type OperationsLink_viewer$key = {
  readonly " $data"?: OperationsLink_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OperationsLink_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OperationsLink_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isOperator",
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "d9609f12950a120e6afa349fb3f4efbe";

export default node;
