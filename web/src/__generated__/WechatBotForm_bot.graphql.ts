/**
 * @generated SignedSource<<50f6be4e5839b39b091be24ee507727e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WechatUnboundFollowers = "BOUND_USER" | "DEFAULT_REPLY";
import { FragmentRefs } from "relay-runtime";
export type WechatBotForm_bot$data = {
  readonly active: boolean;
  readonly agent: {
    readonly id: string;
  } | null | undefined;
  readonly appId: string;
  readonly boundUser: {
    readonly id: string;
  } | null | undefined;
  readonly defaultReply: string;
  readonly encodingAesKey: string;
  readonly hasAppSecret: boolean;
  readonly name: string;
  readonly originId: string;
  readonly token: string;
  readonly unboundFollowers: WechatUnboundFollowers;
  readonly " $fragmentType": "WechatBotForm_bot";
};
export type WechatBotForm_bot$key = {
  readonly " $data"?: WechatBotForm_bot$data;
  readonly " $fragmentSpreads": FragmentRefs<"WechatBotForm_bot">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WechatBotForm_bot",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
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
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Agent",
      "kind": "LinkedField",
      "name": "agent",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "WechatBot",
  "abstractKey": null
};
})();

(node as any).hash = "043e36dfdc2c14e8b26a86372325b8b9";

export default node;
