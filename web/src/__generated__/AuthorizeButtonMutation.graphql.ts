/**
 * @generated SignedSource<<8623cfff00d14bfc24fe726d1e12c97b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AuthorizeButtonMutation$variables = {
  appId: string;
};
export type AuthorizeButtonMutation$data = {
  readonly authorizeApp: {
    readonly __typename: string;
    readonly authorizeUrl?: string;
    readonly message?: string;
  };
};
export type AuthorizeButtonMutation = {
  response: AuthorizeButtonMutation$data;
  variables: AuthorizeButtonMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "appId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "appId",
        "variableName": "appId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "authorizeApp",
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
            "name": "authorizeUrl",
            "storageKey": null
          }
        ],
        "type": "AuthorizeAppPayload",
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
    "name": "AuthorizeButtonMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AuthorizeButtonMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9a7cc4be9218708a8bdf4ca2d8567945",
    "id": null,
    "metadata": {},
    "name": "AuthorizeButtonMutation",
    "operationKind": "mutation",
    "text": "mutation AuthorizeButtonMutation(\n  $appId: ID!\n) {\n  authorizeApp(appId: $appId) {\n    __typename\n    ... on AuthorizeAppPayload {\n      authorizeUrl\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ac5da886959d21347f3274484428e263";

export default node;
