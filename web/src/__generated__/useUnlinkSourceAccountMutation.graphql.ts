/**
 * @generated SignedSource<<a67e52da410272fc3581a2d509a0e2b0>>
 * @relayHash f8d29e4ba093e0d07420ba4a6cf7240e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f8d29e4ba093e0d07420ba4a6cf7240e

import { ConcreteRequest } from 'relay-runtime';
export type SourceProvider = "DINGTALK" | "FEISHU" | "GITHUB" | "LDAP" | "SCIM" | "WECOM" | "YUQUE";
export type UnlinkSourceAccountInput = {
  externalId: string;
  provider: SourceProvider;
};
export type useUnlinkSourceAccountMutation$variables = {
  input: UnlinkSourceAccountInput;
};
export type useUnlinkSourceAccountMutation$data = {
  readonly unlinkSourceAccount: {
    readonly __typename: string;
    readonly message?: string;
    readonly sourceAccount?: {
      readonly id: string;
      readonly member: {
        readonly id: string;
        readonly wsUsername: string;
      } | null | undefined;
    };
  };
};
export type useUnlinkSourceAccountMutation = {
  response: useUnlinkSourceAccountMutation$data;
  variables: useUnlinkSourceAccountMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "unlinkSourceAccount",
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
            "concreteType": "SourceAccount",
            "kind": "LinkedField",
            "name": "sourceAccount",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Member",
                "kind": "LinkedField",
                "name": "member",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "wsUsername",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UnlinkSourceAccountPayload",
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
    "name": "useUnlinkSourceAccountMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUnlinkSourceAccountMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "f8d29e4ba093e0d07420ba4a6cf7240e",
    "metadata": {},
    "name": "useUnlinkSourceAccountMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4766e34b5bc34ea38b4af543585068b5";

export default node;
