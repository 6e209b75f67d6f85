/**
 * @generated SignedSource<<25ae73dd12e3e62a7d3c80b7fbd9fc86>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useAcceptInvitationMutation$variables = {
  code: string;
};
export type useAcceptInvitationMutation$data = {
  readonly acceptInvitation: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useAcceptInvitationMutation = {
  response: useAcceptInvitationMutation$data;
  variables: useAcceptInvitationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "code",
        "variableName": "code"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "acceptInvitation",
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
    "name": "useAcceptInvitationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAcceptInvitationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b5a8ed5b918cf9657941e53d1118ac21",
    "id": null,
    "metadata": {},
    "name": "useAcceptInvitationMutation",
    "operationKind": "mutation",
    "text": "mutation useAcceptInvitationMutation(\n  $code: String!\n) {\n  acceptInvitation(code: $code) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a593749e658626dfae77634516e8ff57";

export default node;
