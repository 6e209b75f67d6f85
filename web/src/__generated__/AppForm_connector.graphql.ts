/**
 * @generated SignedSource<<26950cc6f1e942f7b3d5b5a3340531c1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AuthType = "NONE" | "OAUTH" | "TOKEN";
import { FragmentRefs } from "relay-runtime";
export type AppForm_connector$data = {
  readonly authTypes: ReadonlyArray<AuthType>;
  readonly key: string;
  readonly oauthAvailable: boolean;
  readonly sourcePermissions: boolean;
  readonly " $fragmentType": "AppForm_connector";
};
export type AppForm_connector$key = {
  readonly " $data"?: AppForm_connector$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppForm_connector">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppForm_connector",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "key",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "authTypes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "oauthAvailable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sourcePermissions",
      "storageKey": null
    }
  ],
  "type": "Connector",
  "abstractKey": null
};

(node as any).hash = "edf0062cdad919d769d8a640a960669e";

export default node;
