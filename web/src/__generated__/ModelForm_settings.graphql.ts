/**
 * @generated SignedSource<<5461646652b29fea0b692629bdb8fa87>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ModelKind = "CHAT" | "EMBEDDING";
import { FragmentRefs } from "relay-runtime";
export type ModelForm_settings$data = {
  readonly baseUrl: string | null | undefined;
  readonly hasApiKey: boolean;
  readonly kind: ModelKind;
  readonly model: string | null | undefined;
  readonly overridden: boolean;
  readonly serverDefault: {
    readonly model: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ModelInUse_settings">;
  readonly " $fragmentType": "ModelForm_settings";
};
export type ModelForm_settings$key = {
  readonly " $data"?: ModelForm_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"ModelForm_settings">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "model",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ModelForm_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "overridden",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "baseUrl",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasApiKey",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ServerModel",
      "kind": "LinkedField",
      "name": "serverDefault",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ModelInUse_settings"
    }
  ],
  "type": "ModelSettings",
  "abstractKey": null
};
})();

(node as any).hash = "b1588c262633b0d683ada7a1e61e2499";

export default node;
