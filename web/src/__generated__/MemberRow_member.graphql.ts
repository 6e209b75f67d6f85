/**
 * @generated SignedSource<<4a0740498c91cffb8fb66d4ec913dfcb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkspaceUserType = "ADMIN" | "CREATOR" | "MEMBER";
import { FragmentRefs } from "relay-runtime";
export type MemberRow_member$data = {
  readonly dingTalkStaffId: string | null | undefined;
  readonly email: string | null | undefined;
  readonly id: string;
  readonly joinedAt: string;
  readonly phone: string | null | undefined;
  readonly roleNames: ReadonlyArray<string>;
  readonly rolesThroughSourceGroups: ReadonlyArray<{
    readonly groupName: string | null | undefined;
    readonly groupPrincipal: string | null | undefined;
    readonly roleName: string;
  }>;
  readonly user: {
    readonly displayName: string;
  };
  readonly wsUserType: WorkspaceUserType;
  readonly wsUsername: string;
  readonly " $fragmentType": "MemberRow_member";
};
export type MemberRow_member$key = {
  readonly " $data"?: MemberRow_member$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemberRow_member">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MemberRow_member",
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
      "name": "wsUsername",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wsUserType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roleNames",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RoleThroughSourceGroup",
      "kind": "LinkedField",
      "name": "rolesThroughSourceGroups",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "roleName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "groupPrincipal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "groupName",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "joinedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dingTalkStaffId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "displayName",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Member",
  "abstractKey": null
};

(node as any).hash = "d77c68141f0900873c5b7347d7dd8893";

export default node;
