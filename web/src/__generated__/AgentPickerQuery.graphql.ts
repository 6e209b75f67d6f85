/**
 * @generated SignedSource<<8aa1cbba836ac7871f26a3564eade16d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AgentPickerQuery$variables = Record<PropertyKey, never>;
export type AgentPickerQuery$data = {
  readonly availableAgents: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
};
export type AgentPickerQuery = {
  response: AgentPickerQuery$data;
  variables: AgentPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Agent",
    "kind": "LinkedField",
    "name": "availableAgents",
    "plural": true,
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
        "name": "name",
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
    "name": "AgentPickerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AgentPickerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "fe040007c5f2c740acef9e940917aae8",
    "id": null,
    "metadata": {},
    "name": "AgentPickerQuery",
    "operationKind": "query",
    "text": "query AgentPickerQuery {\n  availableAgents {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "623c464cfeca75a04208027645babe78";

export default node;
