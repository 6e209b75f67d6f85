/**
 * @generated SignedSource<<ab5c0ed86cd1dfff60cc78b7e96b2e73>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AgentStoreScreenInstallMutation$variables = {
  key: string;
};
export type AgentStoreScreenInstallMutation$data = {
  readonly installAgent: {
    readonly __typename: string;
    readonly agent?: {
      readonly id: string;
    };
    readonly key?: string | null | undefined;
    readonly message?: string;
  };
};
export type AgentStoreScreenInstallMutation = {
  response: AgentStoreScreenInstallMutation$data;
  variables: AgentStoreScreenInstallMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "key"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "templateKey",
        "variableName": "key"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "installAgent",
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
            "name": "key",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Agent",
            "kind": "LinkedField",
            "name": "agent",
            "plural": false,
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
        "type": "AgentPayload",
        "abstractKey": null
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
    "name": "AgentStoreScreenInstallMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AgentStoreScreenInstallMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d53457e93c892b5a616b7a9f71f9a840",
    "id": null,
    "metadata": {},
    "name": "AgentStoreScreenInstallMutation",
    "operationKind": "mutation",
    "text": "mutation AgentStoreScreenInstallMutation(\n  $key: String!\n) {\n  installAgent(templateKey: $key) {\n    __typename\n    ... on AgentPayload {\n      key\n      agent {\n        id\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "aa0bd45e1b55681528d2094a9078f2ab";

export default node;
