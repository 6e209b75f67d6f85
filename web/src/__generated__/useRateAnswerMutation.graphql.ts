/**
 * @generated SignedSource<<dba73600d5f15d806852618b928baf29>>
 * @relayHash 684b5b4c7a9af3ee636b2f62a72ff276
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 684b5b4c7a9af3ee636b2f62a72ff276

import { ConcreteRequest } from 'relay-runtime';
export type AnswerVote = "DOWN" | "UP";
export type FeedbackReason = "NOT_FOUND" | "NOT_RELEVANT" | "OUTDATED" | "WRONG";
export type RateAnswerInput = {
  comment?: string | null | undefined;
  messageId: string;
  reasons?: ReadonlyArray<FeedbackReason> | null | undefined;
  vote?: AnswerVote | null | undefined;
};
export type useRateAnswerMutation$variables = {
  input: RateAnswerInput;
};
export type useRateAnswerMutation$data = {
  readonly rateAnswer: {
    readonly __typename: string;
    readonly feedback?: {
      readonly comment: string;
      readonly reasons: ReadonlyArray<FeedbackReason>;
      readonly vote: AnswerVote;
    } | null | undefined;
    readonly id?: string;
    readonly message?: string;
  };
};
export type useRateAnswerMutation = {
  response: useRateAnswerMutation$data;
  variables: useRateAnswerMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "kind": "InlineFragment",
  "selections": [
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "AnswerFeedback",
      "kind": "LinkedField",
      "name": "feedback",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vote",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reasons",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "comment",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ChatMessage",
  "abstractKey": null
},
v5 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRateAnswerMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "rateAnswer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRateAnswerMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "rateAnswer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/)
            ],
            "type": "Node",
            "abstractKey": "__isNode"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "684b5b4c7a9af3ee636b2f62a72ff276",
    "metadata": {},
    "name": "useRateAnswerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a1e0fd46001c0cc8765c3fd16df1ea35";

export default node;
