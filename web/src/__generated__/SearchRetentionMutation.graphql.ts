/**
 * @generated SignedSource<<0be6f1ddc6457fd738995df9710ff52a>>
 * @relayHash 8ba9b97d6cbf5ffcb8a6ee2a0b130487
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8ba9b97d6cbf5ffcb8a6ee2a0b130487

import { ConcreteRequest } from 'relay-runtime';
export type SearchRetentionMutation$variables = {
  days: number;
};
export type SearchRetentionMutation$data = {
  readonly setSearchRetention: {
    readonly __typename: string;
    readonly message?: string;
    readonly retentionDays?: number;
  };
};
export type SearchRetentionMutation = {
  response: SearchRetentionMutation$data;
  variables: SearchRetentionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "days"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "days",
        "variableName": "days"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setSearchRetention",
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
            "name": "retentionDays",
            "storageKey": null
          }
        ],
        "type": "SearchRetentionPayload",
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
    "name": "SearchRetentionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SearchRetentionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "8ba9b97d6cbf5ffcb8a6ee2a0b130487",
    "metadata": {},
    "name": "SearchRetentionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c458ba70ef27196bf0f4c89fbc183bc2";

export default node;
