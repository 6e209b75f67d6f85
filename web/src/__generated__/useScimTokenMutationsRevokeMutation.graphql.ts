/**
 * @generated SignedSource<<d2346135e32091352256ffb2cfa24bb5>>
 * @relayHash c3ac056a03d8209fe8b806c717ca7238
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c3ac056a03d8209fe8b806c717ca7238

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useScimTokenMutationsRevokeMutation$variables = Record<PropertyKey, never>;
export type useScimTokenMutationsRevokeMutation$data = {
  readonly revokeScimToken: {
    readonly __typename: string;
    readonly message?: string;
    readonly provisioning?: {
      readonly " $fragmentSpreads": FragmentRefs<"ScimProvisioningCard_provisioning">;
    };
  };
};
export type useScimTokenMutationsRevokeMutation = {
  response: useScimTokenMutationsRevokeMutation$data;
  variables: useScimTokenMutationsRevokeMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v1 = {
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useScimTokenMutationsRevokeMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "revokeScimToken",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ScimProvisioning",
                "kind": "LinkedField",
                "name": "provisioning",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ScimProvisioningCard_provisioning"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "RevokeScimTokenPayload",
            "abstractKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useScimTokenMutationsRevokeMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "revokeScimToken",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ScimProvisioning",
                "kind": "LinkedField",
                "name": "provisioning",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endpoint",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tokenHint",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tokenCreatedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "tokenLastUsedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "groupCount",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "RevokeScimTokenPayload",
            "abstractKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c3ac056a03d8209fe8b806c717ca7238",
    "metadata": {},
    "name": "useScimTokenMutationsRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "06a0764206c1587590cdc9ca00b0e7a3";

export default node;
