/**
 * @generated SignedSource<<dcdb346935f3fa43a7dbbff3454dda06>>
 * @relayHash 32bb6ada6404a07002bfccb369a86688
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 32bb6ada6404a07002bfccb369a86688

import { ConcreteRequest } from 'relay-runtime';
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
export type useUpdateAgentMutation$variables = {
  agentId: string;
  input: AgentInput;
};
export type useUpdateAgentMutation$data = {
  readonly updateAgent: {
    readonly __typename: string;
    readonly agent?: {
      readonly avatar: string;
      readonly enabled: boolean;
      readonly id: string;
      readonly keyHint: string;
      readonly model: string | null | undefined;
      readonly name: string;
      readonly roles: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly updatedAt: string;
      readonly visibleRange: VisibleRange;
    };
    readonly message?: string;
    readonly problems?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
  };
};
export type useUpdateAgentMutation = {
  response: useUpdateAgentMutation$data;
  variables: useUpdateAgentMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "agentId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "agentId",
        "variableName": "agentId"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateAgent",
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
            "concreteType": "Agent",
            "kind": "LinkedField",
            "name": "agent",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
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
                "name": "visibleRange",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Role",
                "kind": "LinkedField",
                "name": "roles",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "enabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "model",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "keyHint",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
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
              (v3/*:: as any*/)
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
          (v3/*:: as any*/)
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
    "name": "useUpdateAgentMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateAgentMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "32bb6ada6404a07002bfccb369a86688",
    "metadata": {},
    "name": "useUpdateAgentMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "55889f0ac6a1bd14a3b4b8ea788f336c";

export default node;
