/**
 * @generated SignedSource<<147dc87a5381f783b2211da541e23e9c>>
 * @relayHash b5811765643e2566e36f9a020421e798
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b5811765643e2566e36f9a020421e798

import { ConcreteRequest } from 'relay-runtime';
export type useSignOutMemberMutation$variables = {
  memberId: string;
};
export type useSignOutMemberMutation$data = {
  readonly signOutMember: {
    readonly __typename: string;
    readonly endedSessionCount?: number;
    readonly message?: string;
  };
};
export type useSignOutMemberMutation = {
  response: useSignOutMemberMutation$data;
  variables: useSignOutMemberMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "memberId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "memberId",
        "variableName": "memberId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "signOutMember",
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
            "name": "endedSessionCount",
            "storageKey": null
          }
        ],
        "type": "SignOutMemberPayload",
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
    "name": "useSignOutMemberMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSignOutMemberMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b5811765643e2566e36f9a020421e798",
    "metadata": {},
    "name": "useSignOutMemberMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6441d7b4255e43075ed7bc95ce9a647f";

export default node;
