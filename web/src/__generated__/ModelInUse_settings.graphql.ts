/**
 * @generated SignedSource<<3e3a19c17e138730e6309e551f78b8c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ModelKind = "CHAT" | "EMBEDDING";
import { FragmentRefs } from "relay-runtime";
export type ModelInUse_settings$data = {
  readonly effectiveModel: string | null | undefined;
  readonly kind: ModelKind;
  readonly overridden: boolean;
  readonly serverDefault: {
    readonly host: string;
    readonly model: string;
  } | null | undefined;
  readonly " $fragmentType": "ModelInUse_settings";
};
export type ModelInUse_settings$key = {
  readonly " $data"?: ModelInUse_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"ModelInUse_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ModelInUse_settings",
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
      "name": "effectiveModel",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "model",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "host",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ModelSettings",
  "abstractKey": null
};

(node as any).hash = "a2e0f523bd2ea211494ec3dd180f883d";

export default node;
