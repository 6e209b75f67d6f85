/**
 * @generated SignedSource<<f78b96413104d173a0ce66e359204391>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WechatConsoleSettings_bot$data = {
  readonly callbackUrl: string;
  readonly encodingAesKey: string;
  readonly token: string;
  readonly " $fragmentType": "WechatConsoleSettings_bot";
};
export type WechatConsoleSettings_bot$key = {
  readonly " $data"?: WechatConsoleSettings_bot$data;
  readonly " $fragmentSpreads": FragmentRefs<"WechatConsoleSettings_bot">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WechatConsoleSettings_bot",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "callbackUrl",
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
    }
  ],
  "type": "WechatBot",
  "abstractKey": null
};

(node as any).hash = "d6682c020651bd8606065836b818fc17";

export default node;
