/**
 * @generated SignedSource<<463cb2ed8968165ae9dd7199eed27ef6>>
 * @relayHash e6c9c4e38505a4d361efcdf22fbf164f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e6c9c4e38505a4d361efcdf22fbf164f

import { ConcreteRequest } from 'relay-runtime';
export type StartConversationInput = {
  agentId?: string | null | undefined;
  agentKey?: string | null | undefined;
};
export type useStartConversationMutation$variables = {
  input?: StartConversationInput | null | undefined;
};
export type useStartConversationMutation$data = {
  readonly startConversation: {
    readonly __typename: string;
    readonly conversation?: {
      readonly id: string;
      readonly title: string;
      readonly updatedAt: string;
    };
    readonly message?: string;
  };
};
export type useStartConversationMutation = {
  response: useStartConversationMutation$data;
  variables: useStartConversationMutation$variables;
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
    "name": "startConversation",
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
            "concreteType": "Conversation",
            "kind": "LinkedField",
            "name": "conversation",
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
                "name": "title",
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
        "type": "ConversationPayload",
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
    "name": "useStartConversationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useStartConversationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e6c9c4e38505a4d361efcdf22fbf164f",
    "metadata": {},
    "name": "useStartConversationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "b0efe837bfa278df37728450deec6ce8";

export default node;
