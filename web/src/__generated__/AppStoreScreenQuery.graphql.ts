/**
 * @generated SignedSource<<6945de91fe53ccb4f59f2ea9ee555a22>>
 * @relayHash 4c38edd3ea9978c3bdc1209cb35dff1f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4c38edd3ea9978c3bdc1209cb35dff1f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppStoreScreenQuery$variables = Record<PropertyKey, never>;
export type AppStoreScreenQuery$data = {
  readonly appStore: ReadonlyArray<{
    readonly key: string;
    readonly " $fragmentSpreads": FragmentRefs<"ConnectorCard_connector">;
  }>;
};
export type AppStoreScreenQuery = {
  response: AppStoreScreenQuery$data;
  variables: AppStoreScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AppStoreScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Connector",
        "kind": "LinkedField",
        "name": "appStore",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ConnectorCard_connector"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AppStoreScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Connector",
        "kind": "LinkedField",
        "name": "appStore",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4c38edd3ea9978c3bdc1209cb35dff1f",
    "metadata": {},
    "name": "AppStoreScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "aab6d0d53eadbc41bfb54653020da7ac";

export default node;
