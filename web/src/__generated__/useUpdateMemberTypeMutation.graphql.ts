/**
 * @generated SignedSource<<2006187858024e021613e579998a6e85>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type WorkspaceUserType = "ADMIN" | "CREATOR" | "MEMBER";
export type useUpdateMemberTypeMutation$variables = {
  memberId: string;
  wsUserType: WorkspaceUserType;
};
export type useUpdateMemberTypeMutation$data = {
  readonly updateMemberType: {
    readonly __typename: string;
    readonly member?: {
      readonly id: string;
      readonly wsUserType: WorkspaceUserType;
    };
    readonly message?: string;
  };
};
export type useUpdateMemberTypeMutation = {
  response: useUpdateMemberTypeMutation$data;
  variables: useUpdateMemberTypeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "memberId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "wsUserType"
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
      },
      {
        "kind": "Variable",
        "name": "wsUserType",
        "variableName": "wsUserType"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateMemberType",
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
            "concreteType": "Member",
            "kind": "LinkedField",
            "name": "member",
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
                "name": "wsUserType",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MemberPayload",
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
    "name": "useUpdateMemberTypeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateMemberTypeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "3e6a286f977d79aaff039d25307933f1",
    "id": null,
    "metadata": {},
    "name": "useUpdateMemberTypeMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateMemberTypeMutation(\n  $memberId: ID!\n  $wsUserType: WorkspaceUserType!\n) {\n  updateMemberType(memberId: $memberId, wsUserType: $wsUserType) {\n    __typename\n    ... on MemberPayload {\n      member {\n        id\n        wsUserType\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3dd892eb24d42c0065298102f78d2db3";

export default node;
