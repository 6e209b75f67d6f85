/**
 * @generated SignedSource<<032949c9d4b4566b64174014c765f17f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DingBotRow_bot$data = {
  readonly active: boolean;
  readonly agent: {
    readonly name: string;
  } | null | undefined;
  readonly appKey: string;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "DingBotRow_bot";
};
export type DingBotRow_bot$key = {
  readonly " $data"?: DingBotRow_bot$data;
  readonly " $fragmentSpreads": FragmentRefs<"DingBotRow_bot">;
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
  "name": "DingBotRow_bot",
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
      "name": "appKey",
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
  "type": "DingBot",
  "abstractKey": null
};
})();

(node as any).hash = "17bb358730b6bf344d61c5306750ac9b";

export default node;
