/**
 * @generated SignedSource<<d90d1cd58fa7756f8a1056f89bbec9d8>>
 * @relayHash 17d5b660a854793878c688d7574ba0e2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 17d5b660a854793878c688d7574ba0e2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useScimTokenMutationsRotateMutation$variables = Record<PropertyKey, never>;
export type useScimTokenMutationsRotateMutation$data = {
  readonly rotateScimToken: {
    readonly __typename: string;
    readonly message?: string;
    readonly provisioning?: {
      readonly " $fragmentSpreads": FragmentRefs<"ScimProvisioningCard_provisioning">;
    };
    readonly secret?: string;
  };
};
export type useScimTokenMutationsRotateMutation = {
  response: useScimTokenMutationsRotateMutation$data;
  variables: useScimTokenMutationsRotateMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "secret",
  "storageKey": null
},
v2 = {
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
    "name": "useScimTokenMutationsRotateMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "rotateScimToken",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/),
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
            "type": "RotateScimTokenPayload",
            "abstractKey": null
          },
          (v2/*:: as any*/)
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
    "name": "useScimTokenMutationsRotateMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": null,
        "kind": "LinkedField",
        "name": "rotateScimToken",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v1/*:: as any*/),
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
            "type": "RotateScimTokenPayload",
            "abstractKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "17d5b660a854793878c688d7574ba0e2",
    "metadata": {},
    "name": "useScimTokenMutationsRotateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9db3fae9f5688df6f609ba22e62d497b";

export default node;
