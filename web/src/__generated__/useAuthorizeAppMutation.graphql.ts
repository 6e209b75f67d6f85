/**
 * @generated SignedSource<<d8c69c87866f651e257dd9c3a8bbd225>>
 * @relayHash c9b7bf3f8457056fd76206ca7bf69622
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c9b7bf3f8457056fd76206ca7bf69622

import { ConcreteRequest } from 'relay-runtime';
export type useAuthorizeAppMutation$variables = {
  appId: string;
};
export type useAuthorizeAppMutation$data = {
  readonly authorizeApp: {
    readonly __typename: string;
    readonly authorizeUrl?: string;
    readonly message?: string;
  };
};
export type useAuthorizeAppMutation = {
  response: useAuthorizeAppMutation$data;
  variables: useAuthorizeAppMutation$variables;
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
    "name": "useAuthorizeAppMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAuthorizeAppMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c9b7bf3f8457056fd76206ca7bf69622",
    "metadata": {},
    "name": "useAuthorizeAppMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "845916c07b366e3e013eeee77c119ab4";

export default node;
