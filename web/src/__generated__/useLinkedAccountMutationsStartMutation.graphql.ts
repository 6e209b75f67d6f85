/**
 * @generated SignedSource<<20f02228a4813fc42a24220a53e32bc5>>
 * @relayHash 3e2e69ab430c469b99e3e54e1bf1bf93
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3e2e69ab430c469b99e3e54e1bf1bf93

import { ConcreteRequest } from 'relay-runtime';
export type SourceProvider = "DINGTALK" | "FEISHU" | "GITHUB" | "LDAP" | "SCIM" | "WECOM" | "YUQUE";
export type StartSourceAccountLinkInput = {
  appId?: string | null | undefined;
  provider: SourceProvider;
};
export type useLinkedAccountMutationsStartMutation$variables = {
  input: StartSourceAccountLinkInput;
};
export type useLinkedAccountMutationsStartMutation$data = {
  readonly startSourceAccountLink: {
    readonly __typename: string;
    readonly message?: string;
    readonly url?: string;
  };
};
export type useLinkedAccountMutationsStartMutation = {
  response: useLinkedAccountMutationsStartMutation$data;
  variables: useLinkedAccountMutationsStartMutation$variables;
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
    "name": "startSourceAccountLink",
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
            "name": "url",
            "storageKey": null
          }
        ],
        "type": "StartSourceAccountLinkPayload",
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
    "name": "useLinkedAccountMutationsStartMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLinkedAccountMutationsStartMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3e2e69ab430c469b99e3e54e1bf1bf93",
    "metadata": {},
    "name": "useLinkedAccountMutationsStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c9fc6cd9b31974fffd1ee1d53a619718";

export default node;
