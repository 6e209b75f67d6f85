/**
 * @generated SignedSource<<040bfd8d0109b95e7c67b50a0404fb17>>
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
    }
  ],
  "type": "Connector",
  "abstractKey": null
};

(node as any).hash = "b7c47d56bc8d71ae0e32be81405cb214";

export default node;
