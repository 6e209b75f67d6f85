/**
 * @generated SignedSource<<0e0632d137c7fbb8e6875bebb1503d18>>
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

(node as any).hash = "301b3abcc9bd42f643f39aac170a7cef";

export default node;
