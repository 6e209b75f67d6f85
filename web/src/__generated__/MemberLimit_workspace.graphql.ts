/**
 * @generated SignedSource<<54f61ba9f63b1dc834d8065d74729f78>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemberLimit_workspace$data = {
  readonly invitableCount: number;
  readonly memberCount: number;
  readonly memberLimit: number;
  readonly " $fragmentType": "MemberLimit_workspace";
};
export type MemberLimit_workspace$key = {
  readonly " $data"?: MemberLimit_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemberLimit_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MemberLimit_workspace",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memberCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memberLimit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invitableCount",
      "storageKey": null
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "e1f368607080cc9343b6b00a7aa1a51f";

export default node;
