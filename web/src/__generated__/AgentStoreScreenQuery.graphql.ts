/**
 * @generated SignedSource<<99ae28985970ae25c5b3ebb8eecdd498>>
 * @relayHash 8736e406a7d9f9171ba2fc8e0fba46b7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8736e406a7d9f9171ba2fc8e0fba46b7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AgentStoreScreenQuery$variables = Record<PropertyKey, never>;
export type AgentStoreScreenQuery$data = {
  readonly agentStore: ReadonlyArray<{
    readonly key: string;
    readonly " $fragmentSpreads": FragmentRefs<"AgentTemplateCard_template">;
  }>;
};
export type AgentStoreScreenQuery = {
  response: AgentStoreScreenQuery$data;
  variables: AgentStoreScreenQuery$variables;
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
    "name": "AgentStoreScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AgentTemplate",
        "kind": "LinkedField",
        "name": "agentStore",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AgentTemplateCard_template"
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
    "name": "AgentStoreScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AgentTemplate",
        "kind": "LinkedField",
        "name": "agentStore",
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
            "name": "avatar",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "scopedToApps",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Agent",
            "kind": "LinkedField",
            "name": "installed",
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8736e406a7d9f9171ba2fc8e0fba46b7",
    "metadata": {},
    "name": "AgentStoreScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "15ab7d104806cd592ca6aa107f2145dc";

export default node;
