/**
 * @generated SignedSource<<2952580ab52181f7dc26e0ec325ab9e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AgentStoreScreenQuery$variables = Record<PropertyKey, never>;
export type AgentStoreScreenQuery$data = {
  readonly agentStore: ReadonlyArray<{
    readonly avatar: string;
    readonly description: string;
    readonly key: string;
    readonly name: string;
    readonly scopedToApps: boolean;
  }>;
};
export type AgentStoreScreenQuery = {
  response: AgentStoreScreenQuery$data;
  variables: AgentStoreScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "AgentTemplate",
    "kind": "LinkedField",
    "name": "agentStore",
    "plural": true,
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AgentStoreScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AgentStoreScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "7309a856c7d0294b3e4201a39c7ebc68",
    "id": null,
    "metadata": {},
    "name": "AgentStoreScreenQuery",
    "operationKind": "query",
    "text": "query AgentStoreScreenQuery {\n  agentStore {\n    key\n    name\n    description\n    avatar\n    scopedToApps\n  }\n}\n"
  }
};
})();

(node as any).hash = "37827a25f0b2acb65b4683d16eab1d95";

export default node;
