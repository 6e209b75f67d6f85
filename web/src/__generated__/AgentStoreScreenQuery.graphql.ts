/**
 * @generated SignedSource<<74291b425248a1ea13a48033f0a8caeb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "0787cb77cb954b5b89f3a76d5febe22a",
    "id": null,
    "metadata": {},
    "name": "AgentStoreScreenQuery",
    "operationKind": "query",
    "text": "query AgentStoreScreenQuery {\n  agentStore {\n    key\n    ...AgentTemplateCard_template\n  }\n}\n\nfragment AgentTemplateCard_template on AgentTemplate {\n  key\n  name\n  description\n  avatar\n  scopedToApps\n}\n"
  }
};
})();

(node as any).hash = "15ab7d104806cd592ca6aa107f2145dc";

export default node;
