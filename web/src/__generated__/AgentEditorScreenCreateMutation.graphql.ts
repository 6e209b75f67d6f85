/**
 * @generated SignedSource<<977f90b177e158d6202619e197ab3a82>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
  roleIds?: ReadonlyArray<string> | null | undefined;
  scopedToApps?: boolean | null | undefined;
  systemPrompt?: string | null | undefined;
  visibleRange?: VisibleRange | null | undefined;
};
export type AgentEditorScreenCreateMutation$variables = {
  input: AgentInput;
  scope: AgentScope;
};
export type AgentEditorScreenCreateMutation$data = {
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
export type AgentEditorScreenCreateMutation = {
  response: AgentEditorScreenCreateMutation$data;
  variables: AgentEditorScreenCreateMutation$variables;
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
    "name": "AgentEditorScreenCreateMutation",
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
    "name": "AgentEditorScreenCreateMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "7299325ee62de0e2f3da3bf89d6ef717",
    "id": null,
    "metadata": {},
    "name": "AgentEditorScreenCreateMutation",
    "operationKind": "mutation",
    "text": "mutation AgentEditorScreenCreateMutation(\n  $scope: AgentScope!\n  $input: AgentInput!\n) {\n  createAgent(scope: $scope, input: $input) {\n    __typename\n    ... on AgentPayload {\n      key\n    }\n    ... on ValidationError {\n      problems {\n        field\n        message\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "322e087b460a5c8f5e31332994f662a7";

export default node;
