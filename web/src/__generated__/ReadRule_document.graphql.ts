/**
 * @generated SignedSource<<1f2397f5b22c9ecf65c4b9937472a0b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AppScope = "PERSONAL" | "WORKSPACE";
export type DataPermission = "ALL_MEMBERS" | "AS_IN_SOURCE" | "SPECIFIED_ROLES";
export type ProtectedPermission = "ALL_MEMBERS" | "MATCH_APP" | "PRIVATE" | "PUBLIC";
import { FragmentRefs } from "relay-runtime";
export type ReadRule_document$data = {
  readonly app: {
    readonly dataPermission: DataPermission;
    readonly protectedPermission: ProtectedPermission;
    readonly roles: ReadonlyArray<{
      readonly name: string;
    }>;
    readonly scope: AppScope;
    readonly title: string;
  };
  readonly restricted: boolean;
  readonly " $fragmentType": "ReadRule_document";
};
export type ReadRule_document$key = {
  readonly " $data"?: ReadRule_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReadRule_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReadRule_document",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "restricted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "App",
      "kind": "LinkedField",
      "name": "app",
      "plural": false,
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
          "name": "scope",
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
          "name": "protectedPermission",
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
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "e2c09cf54231bb0e1a634d06875d6af3";

export default node;
