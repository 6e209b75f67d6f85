/**
 * @generated SignedSource<<022a7816c9fa5a3bf1a64ae7bde7cfc6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DingBotForm_workspace$data = {
  readonly " $fragmentSpreads": FragmentRefs<"BotAgentSelect_workspace">;
  readonly " $fragmentType": "DingBotForm_workspace";
};
export type DingBotForm_workspace$key = {
  readonly " $data"?: DingBotForm_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"DingBotForm_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DingBotForm_workspace",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BotAgentSelect_workspace"
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "d0395567d73317e551bb9474060e9f44";

export default node;
