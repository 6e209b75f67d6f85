/**
 * @generated SignedSource<<7249daa74a1194dd49d2e85bf3fea0c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReembeddingProgress_workspace$data = {
  readonly id: string;
  readonly models: {
    readonly embeddingProgress: {
      readonly done: boolean;
      readonly embedded: number;
      readonly model: string;
      readonly total: number;
    } | null | undefined;
  };
  readonly " $fragmentType": "ReembeddingProgress_workspace";
};
export type ReembeddingProgress_workspace$key = {
  readonly " $data"?: ReembeddingProgress_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReembeddingProgress_workspace">;
};

import ReembeddingProgressRefetchQuery_graphql from './ReembeddingProgressRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ReembeddingProgressRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ReembeddingProgress_workspace",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "WorkspaceModels",
      "kind": "LinkedField",
      "name": "models",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "EmbeddingProgress",
          "kind": "LinkedField",
          "name": "embeddingProgress",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "model",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "embedded",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "total",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "done",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "38d99b6ad03f82f7997094e515ddeb6c";

export default node;
