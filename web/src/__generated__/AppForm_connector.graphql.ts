/**
 * @generated SignedSource<<603ddf1215cc464fa68cbcb3f4fff59d>>
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
    }
  ],
  "type": "Connector",
  "abstractKey": null
};

(node as any).hash = "9100897bc99fef7d70b9950759636441";

export default node;
