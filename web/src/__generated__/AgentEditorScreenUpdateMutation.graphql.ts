/**
 * @generated SignedSource<<442afc0672f8fd7d70ec88cf51744007>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VisibleRange = "ALL_MEMBERS" | "SPECIFIED_ROLES";
export type AgentInput = {
  appIds?: ReadonlyArray<string> | null | undefined;
  avatar?: string | null | undefined;
  description?: string | null | undefined;
  enabled?: boolean | null | undefined;
  model?: string | null | undefined;
  name?: string | null | undefined;
  roleIds?: ReadonlyArray<string> | null | undefined;
  scopedToApps?: boolean | null | undefined;
  systemPrompt?: string | null | undefined;
  visibleRange?: VisibleRange | null | undefined;
};
export type AgentEditorScreenUpdateMutation$variables = {
  id: string;
  input: AgentInput;
};
export type AgentEditorScreenUpdateMutation$data = {
  readonly updateAgent: {
    readonly __typename: string;
    readonly agent?: {
      readonly enabled: boolean;
      readonly id: string;
      readonly keyHint: string;
      readonly name: string;
    };
    readonly message?: string;
    readonly problems?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
  };
};
export type AgentEditorScreenUpdateMutation = {
  response: AgentEditorScreenUpdateMutation$data;
  variables: AgentEditorScreenUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "agentId",
        "variableName": "id"
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
              (v1/*:: as any*/)
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
          (v1/*:: as any*/)
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
    "name": "AgentEditorScreenUpdateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AgentEditorScreenUpdateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "c0db301f1ac83b09997ae9ffbe482647",
    "id": null,
    "metadata": {},
    "name": "AgentEditorScreenUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation AgentEditorScreenUpdateMutation(\n  $id: ID!\n  $input: AgentInput!\n) {\n  updateAgent(agentId: $id, input: $input) {\n    __typename\n    ... on AgentPayload {\n      agent {\n        id\n        name\n        enabled\n        keyHint\n      }\n    }\n    ... on ValidationError {\n      problems {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "eea553549a047d34bf84f9f99ce5edda";

export default node;
