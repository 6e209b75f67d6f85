/**
 * @generated SignedSource<<583d4766ed5e19d4a4a36ca6ae6c57cc>>
 * @relayHash 6e2ba0045c0b958e0dbca7f2848c36c9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6e2ba0045c0b958e0dbca7f2848c36c9

import { ConcreteRequest } from 'relay-runtime';
export type useRegenerateAgentKeyMutation$variables = {
  agentId: string;
};
export type useRegenerateAgentKeyMutation$data = {
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
export type useRegenerateAgentKeyMutation = {
  response: useRegenerateAgentKeyMutation$data;
  variables: useRegenerateAgentKeyMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "agentId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "agentId",
        "variableName": "agentId"
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
    "name": "useRegenerateAgentKeyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRegenerateAgentKeyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6e2ba0045c0b958e0dbca7f2848c36c9",
    "metadata": {},
    "name": "useRegenerateAgentKeyMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "71311aa53affb3e4bd6e672970aa7dc4";

export default node;
