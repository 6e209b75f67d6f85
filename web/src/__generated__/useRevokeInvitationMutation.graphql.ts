/**
 * @generated SignedSource<<11ac7a97048f3934a9d49a052dab5ae2>>
 * @relayHash a865cf26596b4d2351ff5c465a858e05
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a865cf26596b4d2351ff5c465a858e05

import { ConcreteRequest } from 'relay-runtime';
export type useRevokeInvitationMutation$variables = {
  connections: ReadonlyArray<string>;
  invitationId: string;
};
export type useRevokeInvitationMutation$data = {
  readonly revokeInvitation: {
    readonly __typename: string;
    readonly message?: string;
    readonly revokedInvitationId?: string;
  };
};
export type useRevokeInvitationMutation = {
  response: useRevokeInvitationMutation$data;
  variables: useRevokeInvitationMutation$variables;
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
  "name": "invitationId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "invitationId",
    "variableName": "invitationId"
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
  "name": "revokedInvitationId",
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
    "name": "useRevokeInvitationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "revokeInvitation",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*:: as any*/)
            ],
            "type": "RevokeInvitationPayload",
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
    "name": "useRevokeInvitationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "revokeInvitation",
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
                "name": "revokedInvitationId",
                "handleArgs": [
                  {
                    "kind": "Variable",
                    "name": "connections",
                    "variableName": "connections"
                  }
                ]
              }
            ],
            "type": "RevokeInvitationPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a865cf26596b4d2351ff5c465a858e05",
    "metadata": {},
    "name": "useRevokeInvitationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ec50fe02b0bc3387a115775c6c6df168";

export default node;
