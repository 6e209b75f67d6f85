/**
 * @generated SignedSource<<b934f870860e0f9845e008ab33095938>>
 * @relayHash 8b5bc02678158b01d7d10c707063e0cf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b5bc02678158b01d7d10c707063e0cf

import { ConcreteRequest } from 'relay-runtime';
export type SourceProvider = "DINGTALK" | "FEISHU" | "GITHUB" | "LDAP" | "SCIM" | "WECOM" | "YUQUE";
export type LinkSourceAccountInput = {
  account: string;
  memberId: string;
  provider: SourceProvider;
};
export type useLinkSourceAccountMutation$variables = {
  input: LinkSourceAccountInput;
};
export type useLinkSourceAccountMutation$data = {
  readonly linkSourceAccount: {
    readonly __typename: string;
    readonly message?: string;
    readonly problems?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly sourceAccount?: {
      readonly id: string;
      readonly member: {
        readonly id: string;
        readonly wsUsername: string;
      } | null | undefined;
    };
  };
};
export type useLinkSourceAccountMutation = {
  response: useLinkSourceAccountMutation$data;
  variables: useLinkSourceAccountMutation$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v3 = [
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
    "name": "linkSourceAccount",
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
        "type": "LinkSourceAccountPayload",
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
              (v2/*:: as any*/)
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
          (v2/*:: as any*/)
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
    "name": "useLinkSourceAccountMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLinkSourceAccountMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "8b5bc02678158b01d7d10c707063e0cf",
    "metadata": {},
    "name": "useLinkSourceAccountMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9b04087cf73ec31fe6788f2fa5de6319";

export default node;
