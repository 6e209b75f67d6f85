/**
 * @generated SignedSource<<ec9fca6401776f515dd06b6f4e904d03>>
 * @relayHash df182afb7e6e4688bff7e9580ac524c7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID df182afb7e6e4688bff7e9580ac524c7

import { ConcreteRequest } from 'relay-runtime';
export type useStopAnswerMutation$variables = {
  messageId: string;
};
export type useStopAnswerMutation$data = {
  readonly stopAnswer: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useStopAnswerMutation = {
  response: useStopAnswerMutation$data;
  variables: useStopAnswerMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "messageId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "messageId",
    "variableName": "messageId"
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
    "name": "useStopAnswerMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "stopAnswer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
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
    "name": "useStopAnswerMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "stopAnswer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
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
    "id": "df182afb7e6e4688bff7e9580ac524c7",
    "metadata": {},
    "name": "useStopAnswerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e50291ba770e777d960c300d011ef9c1";

export default node;
