/**
 * @generated SignedSource<<293e1c61958d2d33cf9b01945fbbec8e>>
 * @relayHash 5740fb9052dd69ad39b0f774a2aa3572
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5740fb9052dd69ad39b0f774a2aa3572

import { ConcreteRequest } from 'relay-runtime';
export type EndSessionInput = {
  sessionId: string;
};
export type useSessionMutationsEndMutation$variables = {
  input: EndSessionInput;
};
export type useSessionMutationsEndMutation$data = {
  readonly endSession: {
    readonly __typename: string;
    readonly endedSessionId?: string;
    readonly message?: string;
  };
};
export type useSessionMutationsEndMutation = {
  response: useSessionMutationsEndMutation$data;
  variables: useSessionMutationsEndMutation$variables;
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
    "name": "endSession",
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
            "name": "endedSessionId",
            "storageKey": null
          }
        ],
        "type": "EndSessionPayload",
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
    "name": "useSessionMutationsEndMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSessionMutationsEndMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "5740fb9052dd69ad39b0f774a2aa3572",
    "metadata": {},
    "name": "useSessionMutationsEndMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5c8906581dc4fc42595e5d6780d86398";

export default node;
