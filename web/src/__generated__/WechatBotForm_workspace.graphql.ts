/**
 * @generated SignedSource<<00c33a44362e2c3bcd50d730beb55f59>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WechatBotForm_workspace$data = {
  readonly " $fragmentSpreads": FragmentRefs<"BotAgentSelect_workspace" | "WechatFollowerFields_workspace">;
  readonly " $fragmentType": "WechatBotForm_workspace";
};
export type WechatBotForm_workspace$key = {
  readonly " $data"?: WechatBotForm_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"WechatBotForm_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WechatBotForm_workspace",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BotAgentSelect_workspace"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "WechatFollowerFields_workspace"
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "fac20e12c08a4b0d10a3b5dfecbfb610";

export default node;
