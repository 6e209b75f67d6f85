/**
 * @generated SignedSource<<6e582f8970e6bf3cab54feecd4a9386b>>
 * @relayHash b696c3f81eb2f218c5d87c206c255ecc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b696c3f81eb2f218c5d87c206c255ecc

import { ConcreteRequest } from 'relay-runtime';
export type DingBotInput = {
  active?: boolean | null | undefined;
  agentId?: string | null | undefined;
  appKey?: string | null | undefined;
  appSecret?: string | null | undefined;
  name?: string | null | undefined;
  replyText?: string | null | undefined;
};
export type useCreateDingBotMutation$variables = {
  input: DingBotInput;
};
export type useCreateDingBotMutation$data = {
  readonly createDingBot: {
    readonly __typename: string;
    readonly dingBot?: {
      readonly id: string;
    };
    readonly message?: string;
    readonly problems?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
  };
};
export type useCreateDingBotMutation = {
  response: useCreateDingBotMutation$data;
  variables: useCreateDingBotMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "createDingBot",
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
            "concreteType": "DingBot",
            "kind": "LinkedField",
            "name": "dingBot",
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
        "type": "DingBotPayload",
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
    "name": "useCreateDingBotMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateDingBotMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b696c3f81eb2f218c5d87c206c255ecc",
    "metadata": {},
    "name": "useCreateDingBotMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6715b72918fb7d5a3abc076d3813a541";

export default node;
