/**
 * @generated SignedSource<<5a0254b9f066232c2dea1c78afc12819>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkspaceUserType = "ADMIN" | "CREATOR" | "MEMBER";
import { FragmentRefs } from "relay-runtime";
export type MemberRow_member$data = {
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

(node as any).hash = "7805552e70f3d4e7d61afee9f59bfe38";

export default node;
