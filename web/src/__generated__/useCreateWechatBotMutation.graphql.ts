/**
 * @generated SignedSource<<bb71c23a6d9c25a11aca736a90a91e42>>
 * @relayHash 17851cca0030fa235bcfa4b4d03a6a1b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 17851cca0030fa235bcfa4b4d03a6a1b

import { ConcreteRequest } from 'relay-runtime';
export type WechatUnboundFollowers = "BOUND_USER" | "DEFAULT_REPLY";
export type WechatBotInput = {
  active?: boolean | null | undefined;
  agentId?: string | null | undefined;
  appId?: string | null | undefined;
  appSecret?: string | null | undefined;
  boundUserId?: string | null | undefined;
  defaultReply?: string | null | undefined;
  encodingAesKey?: string | null | undefined;
  name?: string | null | undefined;
  originId?: string | null | undefined;
  token?: string | null | undefined;
  unboundFollowers?: WechatUnboundFollowers | null | undefined;
};
export type useCreateWechatBotMutation$variables = {
  input: WechatBotInput;
};
export type useCreateWechatBotMutation$data = {
  readonly createWechatBot: {
    readonly __typename: string;
    readonly message?: string;
    readonly problems?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly wechatBot?: {
      readonly id: string;
    };
  };
};
export type useCreateWechatBotMutation = {
  response: useCreateWechatBotMutation$data;
  variables: useCreateWechatBotMutation$variables;
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
  "name": "message",
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
    "name": "createWechatBot",
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
            "concreteType": "WechatBot",
            "kind": "LinkedField",
            "name": "wechatBot",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "WechatBotPayload",
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
              (v1/*:: as any*/)
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
          (v1/*:: as any*/)
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
    "name": "useCreateWechatBotMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateWechatBotMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "17851cca0030fa235bcfa4b4d03a6a1b",
    "metadata": {},
    "name": "useCreateWechatBotMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1821984b86a3048b70989ae2166201b4";

export default node;
