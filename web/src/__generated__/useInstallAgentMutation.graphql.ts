/**
 * @generated SignedSource<<f7e10b2e7c0db79a7657607231215e92>>
 * @relayHash 4ad003952bfa3ffc68b99b0f002c3a3b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4ad003952bfa3ffc68b99b0f002c3a3b

import { ConcreteRequest } from 'relay-runtime';
export type useInstallAgentMutation$variables = {
  templateKey: string;
};
export type useInstallAgentMutation$data = {
  readonly installAgent: {
    readonly __typename: string;
    readonly agent?: {
      readonly id: string;
    };
    readonly key?: string | null | undefined;
    readonly message?: string;
  };
};
export type useInstallAgentMutation = {
  response: useInstallAgentMutation$data;
  variables: useInstallAgentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "templateKey"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "templateKey",
        "variableName": "templateKey"
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
    "name": "useInstallAgentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useInstallAgentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4ad003952bfa3ffc68b99b0f002c3a3b",
    "metadata": {},
    "name": "useInstallAgentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c53bcb2d538ef94205af280327431359";

export default node;
