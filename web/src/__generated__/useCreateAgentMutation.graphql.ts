/**
 * @generated SignedSource<<5af2f517c09aadc1e3c5e8f255cde938>>
 * @relayHash 068e13a2817f3cf22e8d32e08cb4a778
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 068e13a2817f3cf22e8d32e08cb4a778

import { ConcreteRequest } from 'relay-runtime';
export type AgentScope = "PERSONAL" | "WORKSPACE";
export type VisibleRange = "ALL_MEMBERS" | "SPECIFIED_ROLES";
export type AgentInput = {
  appIds?: ReadonlyArray<string> | null | undefined;
  avatar?: string | null | undefined;
  description?: string | null | undefined;
  enabled?: boolean | null | undefined;
  model?: string | null | undefined;
  name?: string | null | undefined;
  openingMessage?: string | null | undefined;
  roleIds?: ReadonlyArray<string> | null | undefined;
  scopedToApps?: boolean | null | undefined;
  suggestFollowUps?: boolean | null | undefined;
  suggestedQuestions?: ReadonlyArray<string> | null | undefined;
  systemPrompt?: string | null | undefined;
  visibleRange?: VisibleRange | null | undefined;
};
export type useCreateAgentMutation$variables = {
  input: AgentInput;
  scope: AgentScope;
};
export type useCreateAgentMutation$data = {
  readonly createAgent: {
    readonly __typename: string;
    readonly key?: string | null | undefined;
    readonly message?: string;
    readonly problems?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
  };
};
export type useCreateAgentMutation = {
  response: useCreateAgentMutation$data;
  variables: useCreateAgentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "scope"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      },
      {
        "kind": "Variable",
        "name": "scope",
        "variableName": "scope"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createAgent",
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
            "concreteType": "FieldProblem",
            "kind": "LinkedField",
            "name": "problems",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v2/*:: as any*/)
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateAgentMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCreateAgentMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "068e13a2817f3cf22e8d32e08cb4a778",
    "metadata": {},
    "name": "useCreateAgentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "316c794e48d01b9201a78a3bc7a7d417";

export default node;
