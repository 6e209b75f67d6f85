/**
 * @generated SignedSource<<0cfc0cf0390ee4e8bef56db2ff645dd6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoleRow_role$data = {
  readonly description: string;
  readonly members: ReadonlyArray<{
    readonly wsUsername: string;
  }>;
  readonly name: string;
  readonly " $fragmentType": "RoleRow_role";
};
export type RoleRow_role$key = {
  readonly " $data"?: RoleRow_role$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoleRow_role">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RoleRow_role",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Member",
      "kind": "LinkedField",
      "name": "members",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "wsUsername",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Role",
  "abstractKey": null
};

(node as any).hash = "dc904bddd0815cf57abcbe737e8d5b67";

export default node;
