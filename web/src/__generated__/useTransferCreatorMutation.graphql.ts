/**
 * @generated SignedSource<<ffb2f483e1ccce9f6fd5587041ea4145>>
 * @relayHash 815f181724ad0f656bdbe8faa319864a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 815f181724ad0f656bdbe8faa319864a

import { ConcreteRequest } from 'relay-runtime';
export type WorkspaceUserType = "ADMIN" | "CREATOR" | "MEMBER";
export type useTransferCreatorMutation$variables = {
  memberId: string;
};
export type useTransferCreatorMutation$data = {
  readonly transferCreator: {
    readonly __typename: string;
    readonly member?: {
      readonly id: string;
      readonly wsUserType: WorkspaceUserType;
    };
    readonly message?: string;
  };
};
export type useTransferCreatorMutation = {
  response: useTransferCreatorMutation$data;
  variables: useTransferCreatorMutation$variables;
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
    "name": "transferCreator",
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
    "name": "useTransferCreatorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTransferCreatorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "815f181724ad0f656bdbe8faa319864a",
    "metadata": {},
    "name": "useTransferCreatorMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fc782b65286742d08c8caab00ba74634";

export default node;
