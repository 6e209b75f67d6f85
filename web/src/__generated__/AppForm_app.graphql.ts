/**
 * @generated SignedSource<<ab61a5f13bfbafcb9e9495d990495e3e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AuthType = "NONE" | "OAUTH" | "TOKEN";
export type DataPermission = "ALL_MEMBERS" | "AS_IN_SOURCE" | "SPECIFIED_ROLES";
export type ProtectedPermission = "ALL_MEMBERS" | "MATCH_APP" | "PRIVATE" | "PUBLIC";
export type RoleScope = "MATCH_DATA_SOURCE" | "ONLY_SPECIFIED_ROLE";
import { FragmentRefs } from "relay-runtime";
export type AppForm_app$data = {
  readonly authType: AuthType;
  readonly autoSync: boolean;
  readonly dataPermission: DataPermission;
  readonly hasCredentials: boolean;
  readonly protectedPermission: ProtectedPermission;
  readonly roleScope: RoleScope | null | undefined;
  readonly roles: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly settings: any;
  readonly title: string;
  readonly " $fragmentType": "AppForm_app";
};
export type AppForm_app$key = {
  readonly " $data"?: AppForm_app$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppForm_app">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppForm_app",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "authType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "autoSync",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dataPermission",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roleScope",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Role",
      "kind": "LinkedField",
      "name": "roles",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "protectedPermission",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "settings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasCredentials",
      "storageKey": null
    }
  ],
  "type": "App",
  "abstractKey": null
};

(node as any).hash = "0a12af5235529abef8b9acda0b5c660f";

export default node;
