/**
 * @generated SignedSource<<21a038d60da4724de2de7f4a3ff5b246>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DingConsoleSettings_bot$data = {
  readonly receiveUrl: string;
  readonly " $fragmentType": "DingConsoleSettings_bot";
};
export type DingConsoleSettings_bot$key = {
  readonly " $data"?: DingConsoleSettings_bot$data;
  readonly " $fragmentSpreads": FragmentRefs<"DingConsoleSettings_bot">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DingConsoleSettings_bot",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "receiveUrl",
      "storageKey": null
    }
  ],
  "type": "DingBot",
  "abstractKey": null
};

(node as any).hash = "e3df9c56ca4678ca27781f69b252f0b2";

export default node;
