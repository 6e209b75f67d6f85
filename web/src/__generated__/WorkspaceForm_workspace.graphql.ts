/**
 * @generated SignedSource<<9f48f8f520ab17f2f2defa1e70d361be>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkspaceForm_workspace$data = {
  readonly aiModelEnabled: boolean;
  readonly chatEnabled: boolean;
  readonly name: string;
  readonly primaryColor: string;
  readonly " $fragmentType": "WorkspaceForm_workspace";
};
export type WorkspaceForm_workspace$key = {
  readonly " $data"?: WorkspaceForm_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkspaceForm_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkspaceForm_workspace",
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
      "name": "primaryColor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "aiModelEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chatEnabled",
      "storageKey": null
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "d7304e159920ad8b870cfb02cbdac611";

export default node;
