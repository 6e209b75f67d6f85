/**
 * @generated SignedSource<<fcbf2f4cd3c8a1131a4c82d9d0e8e260>>
 * @relayHash 3e6a286f977d79aaff039d25307933f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3e6a286f977d79aaff039d25307933f1

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
    "id": "3e6a286f977d79aaff039d25307933f1",
    "metadata": {},
    "name": "useUpdateMemberTypeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3dd892eb24d42c0065298102f78d2db3";

export default node;
