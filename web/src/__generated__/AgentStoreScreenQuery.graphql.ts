/**
 * @generated SignedSource<<9c520792e6076235715e28429e754533>>
 * @relayHash 0787cb77cb954b5b89f3a76d5febe22a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0787cb77cb954b5b89f3a76d5febe22a

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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0787cb77cb954b5b89f3a76d5febe22a",
    "metadata": {},
    "name": "AgentStoreScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "15ab7d104806cd592ca6aa107f2145dc";

export default node;
