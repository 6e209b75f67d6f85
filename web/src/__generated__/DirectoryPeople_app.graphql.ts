/**
 * @generated SignedSource<<a34d4ddf3acd21f6089e696714c0d248>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DirectoryPersonStatus = "ADDABLE" | "MEMBER" | "NO_ADDRESS" | "PENDING";
import { FragmentRefs } from "relay-runtime";
export type DirectoryPeople_app$data = {
  readonly id: string;
  readonly peopleDirectory: {
    readonly people: ReadonlyArray<{
      readonly email: string | null | undefined;
      readonly externalId: string;
      readonly handle: string | null | undefined;
      readonly name: string;
      readonly status: DirectoryPersonStatus;
    }>;
    readonly problem: string | null | undefined;
    readonly truncated: boolean;
  } | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "DirectoryPeople_app";
};
export type DirectoryPeople_app$key = {
  readonly " $data"?: DirectoryPeople_app$data;
  readonly " $fragmentSpreads": FragmentRefs<"DirectoryPeople_app">;
};

import DirectoryPeopleRefetchQuery_graphql from './DirectoryPeopleRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": DirectoryPeopleRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "DirectoryPeople_app",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PeopleDirectory",
      "kind": "LinkedField",
      "name": "peopleDirectory",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "truncated",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "problem",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DirectoryPerson",
          "kind": "LinkedField",
          "name": "people",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "externalId",
              "storageKey": null
            },
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
              "name": "handle",
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
              "name": "status",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "App",
  "abstractKey": null
};

(node as any).hash = "158efb3aa4a6a2fabc9195c3eddbd8e5";

export default node;
