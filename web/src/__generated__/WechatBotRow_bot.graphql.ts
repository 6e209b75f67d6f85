/**
 * @generated SignedSource<<a8e16df750aee803eb4880f538d57d70>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WechatBotRow_bot$data = {
  readonly active: boolean;
  readonly agent: {
    readonly name: string;
  } | null | undefined;
  readonly appId: string;
  readonly id: string;
  readonly name: string;
  readonly originId: string;
  readonly " $fragmentType": "WechatBotRow_bot";
};
export type WechatBotRow_bot$key = {
  readonly " $data"?: WechatBotRow_bot$data;
  readonly " $fragmentSpreads": FragmentRefs<"WechatBotRow_bot">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WechatBotRow_bot",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*:: as any*/),
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
      "name": "originId",
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
      "concreteType": "Agent",
      "kind": "LinkedField",
      "name": "agent",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "WechatBot",
  "abstractKey": null
};
})();

(node as any).hash = "4de4f13740c78d5cf3f3a18b298e77e2";

export default node;
