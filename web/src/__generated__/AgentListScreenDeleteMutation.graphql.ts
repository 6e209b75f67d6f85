/**
 * @generated SignedSource<<b601103dfc260bcc2e1fa7650c1881d9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AgentListScreenDeleteMutation$variables = {
  id: string;
};
export type AgentListScreenDeleteMutation$data = {
  readonly deleteAgent: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type AgentListScreenDeleteMutation = {
  response: AgentListScreenDeleteMutation$data;
  variables: AgentListScreenDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "agentId",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteAgent",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AgentListScreenDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AgentListScreenDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1c8beb2334ce609f29a55b716f7b6fe0",
    "id": null,
    "metadata": {},
    "name": "AgentListScreenDeleteMutation",
    "operationKind": "mutation",
    "text": "mutation AgentListScreenDeleteMutation(\n  $id: ID!\n) {\n  deleteAgent(agentId: $id) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2d25405e72d6f0a481b9ef0da71622f7";

export default node;
