/**
 * @generated SignedSource<<8217bfb8395d8e064b4cd731d205c020>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SearchRetention_workspace$data = {
  readonly id: string;
  readonly searchRetentionDays: number;
  readonly " $fragmentType": "SearchRetention_workspace";
};
export type SearchRetention_workspace$key = {
  readonly " $data"?: SearchRetention_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"SearchRetention_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SearchRetention_workspace",
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
      "name": "searchRetentionDays",
      "storageKey": null
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "8b991efdfa85eb9f7df0c21dba21afa6";

export default node;
