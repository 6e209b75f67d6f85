/**
 * @generated SignedSource<<358a416112a3e553dd0ddb7c2ccc0a4f>>
 * @relayHash 494affbe772ea7e051429a6f1aecdbb7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 494affbe772ea7e051429a6f1aecdbb7

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
export type useUpdateWechatBotMutation$variables = {
  id: string;
  input: WechatBotInput;
};
export type useUpdateWechatBotMutation$data = {
  readonly updateWechatBot: {
    readonly __typename: string;
    readonly message?: string;
    readonly problems?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly wechatBot?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"WechatBotForm_bot" | "WechatBotRow_bot" | "WechatConsoleSettings_bot">;
    };
  };
};
export type useUpdateWechatBotMutation = {
  response: useUpdateWechatBotMutation$data;
  variables: useUpdateWechatBotMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = {
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
        (v4/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateWechatBotMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateWechatBot",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "WechatBotForm_bot"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "WechatConsoleSettings_bot"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "WechatBotRow_bot"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "WechatBotPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateWechatBotMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateWechatBot",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "token",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "encodingAesKey",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "originId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "appId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasAppSecret",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "defaultReply",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unboundFollowers",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "active",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Member",
                    "kind": "LinkedField",
                    "name": "boundUser",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Agent",
                    "kind": "LinkedField",
                    "name": "agent",
                    "plural": false,
                    "selections": [
                      (v3/*:: as any*/),
                      (v7/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "callbackUrl",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "WechatBotPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "494affbe772ea7e051429a6f1aecdbb7",
    "metadata": {},
    "name": "useUpdateWechatBotMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1f4414be57de78e4f1618191fdf15458";

export default node;
