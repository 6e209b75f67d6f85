/**
 * @generated SignedSource<<49fee005e84c145cbc5ae1a8b11b78af>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AgentEditorScreenKeyMutation$variables = {
  id: string;
};
export type AgentEditorScreenKeyMutation$data = {
  readonly regenerateAgentKey: {
    readonly __typename: string;
    readonly agent?: {
      readonly id: string;
      readonly keyHint: string;
    };
    readonly key?: string | null | undefined;
    readonly message?: string;
  };
};
export type AgentEditorScreenKeyMutation = {
  response: AgentEditorScreenKeyMutation$data;
  variables: AgentEditorScreenKeyMutation$variables;
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
    "name": "regenerateAgentKey",
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
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "keyHint",
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
    "name": "AgentEditorScreenKeyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AgentEditorScreenKeyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9a0fb672d52680c69065003248ebb66b",
    "id": null,
    "metadata": {},
    "name": "AgentEditorScreenKeyMutation",
    "operationKind": "mutation",
    "text": "mutation AgentEditorScreenKeyMutation(\n  $id: ID!\n) {\n  regenerateAgentKey(agentId: $id) {\n    __typename\n    ... on AgentPayload {\n      key\n      agent {\n        id\n        keyHint\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f538c521e9e761844c01f06861b5ec4b";

export default node;
