/**
 * @generated SignedSource<<169dcd4cf335c0405f8095169fdec9ff>>
 * @relayHash 3c446307e17766323993d0714daef6ef
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3c446307e17766323993d0714daef6ef

import { ConcreteRequest } from 'relay-runtime';
export type AccessTokenState = "ACTIVE" | "EXPIRED" | "REVOKED";
export type useRevokeAccessTokenMutation$variables = {
  accessTokenId: string;
};
export type useRevokeAccessTokenMutation$data = {
  readonly revokeAccessToken: {
    readonly __typename: string;
    readonly accessToken?: {
      readonly id: string;
      readonly revokedAt: string | null | undefined;
      readonly state: AccessTokenState;
    };
    readonly message?: string;
  };
};
export type useRevokeAccessTokenMutation = {
  response: useRevokeAccessTokenMutation$data;
  variables: useRevokeAccessTokenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "accessTokenId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "accessTokenId",
        "variableName": "accessTokenId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "revokeAccessToken",
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
            "concreteType": "AccessToken",
            "kind": "LinkedField",
            "name": "accessToken",
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
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "revokedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RevokeAccessTokenPayload",
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
    "name": "useRevokeAccessTokenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRevokeAccessTokenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3c446307e17766323993d0714daef6ef",
    "metadata": {},
    "name": "useRevokeAccessTokenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f5d197e74dacad36e6b7f15abffe15af";

export default node;
