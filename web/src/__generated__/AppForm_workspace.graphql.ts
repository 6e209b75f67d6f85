/**
 * @generated SignedSource<<d8f4b4ea42fed8e590011275d2ed88a3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppForm_workspace$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PermissionFields_workspace">;
  readonly " $fragmentType": "AppForm_workspace";
};
export type AppForm_workspace$key = {
  readonly " $data"?: AppForm_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppForm_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppForm_workspace",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PermissionFields_workspace"
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "f8e5d392953561abffab8ec7bd3ecdd2";

export default node;
