/**
 * @generated SignedSource<<f3c7919a6696fb77d6d896b47ec8c1b7>>
 * @relayHash 692e085ba840b6b9df288869fad63008
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 692e085ba840b6b9df288869fad63008

import { ConcreteRequest } from 'relay-runtime';
export type ModelKind = "CHAT" | "EMBEDDING";
export type ModelSettingsInput = {
  apiKey?: string | null | undefined;
  baseUrl?: string | null | undefined;
  model?: string | null | undefined;
};
export type useTestModelConnectionMutation$variables = {
  input?: ModelSettingsInput | null | undefined;
  kind: ModelKind;
};
export type useTestModelConnectionMutation$data = {
  readonly testModelConnection: {
    readonly __typename: string;
    readonly httpStatus?: number | null | undefined;
    readonly latencyMs?: number;
    readonly message?: string;
    readonly model?: string;
    readonly problems?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly providerMessage?: string | null | undefined;
  };
};
export type useTestModelConnectionMutation = {
  response: useTestModelConnectionMutation$data;
  variables: useTestModelConnectionMutation$variables;
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
  "name": "kind"
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
        "name": "kind",
        "variableName": "kind"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "testModelConnection",
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
            "name": "model",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "latencyMs",
            "storageKey": null
          }
        ],
        "type": "TestModelConnectionPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "httpStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "providerMessage",
            "storageKey": null
          }
        ],
        "type": "ModelConnectionError",
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
    "name": "useTestModelConnectionMutation",
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
    "name": "useTestModelConnectionMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "692e085ba840b6b9df288869fad63008",
    "metadata": {},
    "name": "useTestModelConnectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "440d6a0474b737a1d7bc8d90efebcad5";

export default node;
