/**
 * @generated SignedSource<<8877e6d91d728d45b81cea4542aa2eb9>>
 * @relayHash fdae5dc83004d722708e5f101c9242da
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fdae5dc83004d722708e5f101c9242da

import { ConcreteRequest } from 'relay-runtime';
export type SourceProvider = "DINGTALK" | "FEISHU" | "GITHUB" | "LDAP" | "SCIM" | "WECOM" | "YUQUE";
export type UnlinkSourceAccountInput = {
  externalId: string;
  provider: SourceProvider;
};
export type useLinkedAccountMutationsUnlinkMutation$variables = {
  input: UnlinkSourceAccountInput;
};
export type useLinkedAccountMutationsUnlinkMutation$data = {
  readonly unlinkOwnSourceAccount: {
    readonly __typename: string;
    readonly message?: string;
    readonly unlinkedId?: string;
  };
};
export type useLinkedAccountMutationsUnlinkMutation = {
  response: useLinkedAccountMutationsUnlinkMutation$data;
  variables: useLinkedAccountMutationsUnlinkMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
    "name": "unlinkOwnSourceAccount",
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
            "kind": "ScalarField",
            "name": "unlinkedId",
            "storageKey": null
          }
        ],
        "type": "UnlinkOwnSourceAccountPayload",
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
    "name": "useLinkedAccountMutationsUnlinkMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLinkedAccountMutationsUnlinkMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "fdae5dc83004d722708e5f101c9242da",
    "metadata": {},
    "name": "useLinkedAccountMutationsUnlinkMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f15b75cddc3359de0b840eb1d96b88bd";

export default node;
