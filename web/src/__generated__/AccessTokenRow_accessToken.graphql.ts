/**
 * @generated SignedSource<<d73cb6e6cfade817a5e7a285c40b0f6c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccessTokenState = "ACTIVE" | "EXPIRED" | "REVOKED";
export type TokenScope = "AGENTS_READ" | "CHAT" | "DOCUMENTS_READ" | "MANAGE";
import { FragmentRefs } from "relay-runtime";
export type AccessTokenRow_accessToken$data = {
  readonly createdAt: string;
  readonly createdBy: {
    readonly displayName: string;
  };
  readonly expiresAt: string;
  readonly hint: string;
  readonly lastUsedAt: string | null | undefined;
  readonly name: string;
  readonly scopes: ReadonlyArray<TokenScope>;
  readonly state: AccessTokenState;
  readonly " $fragmentType": "AccessTokenRow_accessToken";
};
export type AccessTokenRow_accessToken$key = {
  readonly " $data"?: AccessTokenRow_accessToken$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccessTokenRow_accessToken">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccessTokenRow_accessToken",
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
      "name": "hint",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scopes",
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
      "name": "lastUsedAt",
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
  "type": "AccessToken",
  "abstractKey": null
};

(node as any).hash = "e4ce7bd12a27c66c819f21c0743901f3";

export default node;
