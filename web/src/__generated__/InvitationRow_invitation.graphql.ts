/**
 * @generated SignedSource<<8da198bb635a69a7303f34d155ea633e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvitationState = "EXPIRED" | "REVOKED" | "USED_UP" | "VALID";
import { FragmentRefs } from "relay-runtime";
export type InvitationRow_invitation$data = {
  readonly codeHint: string;
  readonly createdAt: string;
  readonly createdBy: {
    readonly displayName: string;
  };
  readonly expiresAt: string;
  readonly maxUses: number | null | undefined;
  readonly state: InvitationState;
  readonly uses: number;
  readonly " $fragmentType": "InvitationRow_invitation";
};
export type InvitationRow_invitation$key = {
  readonly " $data"?: InvitationRow_invitation$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvitationRow_invitation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvitationRow_invitation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "codeHint",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "uses",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxUses",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "createdBy",
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
  "type": "Invitation",
  "abstractKey": null
};

(node as any).hash = "64083a68730f4aa339c7b7e8be0e127f";

export default node;
