/**
 * @generated SignedSource<<10bf53f86bace71bdac44eab73390f51>>
 * @relayHash bea8b24d8b30768eaac42ae0414f17d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bea8b24d8b30768eaac42ae0414f17d9

import { ConcreteRequest } from 'relay-runtime';
export type useLinkDingTalkStaffMutation$variables = {
  memberId: string;
  staffId?: string | null | undefined;
};
export type useLinkDingTalkStaffMutation$data = {
  readonly linkDingTalkStaff: {
    readonly __typename: string;
    readonly member?: {
      readonly dingTalkStaffId: string | null | undefined;
      readonly id: string;
    };
    readonly message?: string;
    readonly problems?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
  };
};
export type useLinkDingTalkStaffMutation = {
  response: useLinkDingTalkStaffMutation$data;
  variables: useLinkDingTalkStaffMutation$variables;
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
    "name": "staffId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
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
        "name": "staffId",
        "variableName": "staffId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "linkDingTalkStaff",
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
                "name": "dingTalkStaffId",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "LinkDingTalkStaffPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldProblem",
            "kind": "LinkedField",
            "name": "problems",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
    "name": "useLinkDingTalkStaffMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLinkDingTalkStaffMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "bea8b24d8b30768eaac42ae0414f17d9",
    "metadata": {},
    "name": "useLinkDingTalkStaffMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "299fe58c4ca189ead76e2996210f15cd";

export default node;
