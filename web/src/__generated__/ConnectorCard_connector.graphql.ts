/**
 * @generated SignedSource<<abb8e63b1305a750086211bb9a9b22e7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConnectorCard_connector$data = {
  readonly description: string;
  readonly key: string;
  readonly name: string;
  readonly platform: string;
  readonly " $fragmentType": "ConnectorCard_connector";
};
export type ConnectorCard_connector$key = {
  readonly " $data"?: ConnectorCard_connector$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConnectorCard_connector">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConnectorCard_connector",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "platform",
      "storageKey": null
    }
  ],
  "type": "Connector",
  "abstractKey": null
};

(node as any).hash = "2d1e7047ed21d57653881673c9b4c586";

export default node;
