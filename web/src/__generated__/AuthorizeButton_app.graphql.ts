/**
 * @generated SignedSource<<13f62f55be5a9f260966a52a7a7bbaf6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AuthType = "NONE" | "OAUTH" | "TOKEN";
import { FragmentRefs } from "relay-runtime";
export type AuthorizeButton_app$data = {
  readonly authType: AuthType;
  readonly connector: {
    readonly name: string;
    readonly oauthAvailable: boolean;
  } | null | undefined;
  readonly hasCredentials: boolean;
  readonly id: string;
  readonly " $fragmentType": "AuthorizeButton_app";
};
export type AuthorizeButton_app$key = {
  readonly " $data"?: AuthorizeButton_app$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuthorizeButton_app">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AuthorizeButton_app",
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
      "name": "authType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasCredentials",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Connector",
      "kind": "LinkedField",
      "name": "connector",
      "plural": false,
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
          "name": "oauthAvailable",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "App",
  "abstractKey": null
};

(node as any).hash = "668649fe5665bc1e06124a8a68a6946d";

export default node;
