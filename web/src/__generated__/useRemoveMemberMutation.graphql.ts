/**
 * @generated SignedSource<<13b62b57bda2855f2fbdd356ac408698>>
 * @relayHash 81f185aaf99ed15fde2b34f5ab156255
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 81f185aaf99ed15fde2b34f5ab156255

import { ConcreteRequest } from 'relay-runtime';
export type useRemoveMemberMutation$variables = {
  connections: ReadonlyArray<string>;
  memberId: string;
};
export type useRemoveMemberMutation$data = {
  readonly removeMember: {
    readonly __typename: string;
    readonly message?: string;
    readonly removedMemberId?: string;
  };
};
export type useRemoveMemberMutation = {
  response: useRemoveMemberMutation$data;
  variables: useRemoveMemberMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "memberId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "memberId",
    "variableName": "memberId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "removedMemberId",
  "storageKey": null
},
v5 = {
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRemoveMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeMember",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "RemoveMemberPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useRemoveMemberMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "removeMember",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "filters": null,
                "handle": "deleteEdge",
                "key": "",
                "kind": "ScalarHandle",
                "name": "removedMemberId",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              }
            ],
            "type": "RemoveMemberPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "81f185aaf99ed15fde2b34f5ab156255",
    "metadata": {},
    "name": "useRemoveMemberMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c05a37b4a444bfc93a4b6fccb6db421d";

export default node;
