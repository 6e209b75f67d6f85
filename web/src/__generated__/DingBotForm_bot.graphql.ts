/**
 * @generated SignedSource<<8589726115494689ec263f8cd1040002>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DingBotForm_bot$data = {
  readonly active: boolean;
  readonly agent: {
    readonly id: string;
  } | null | undefined;
  readonly appKey: string;
  readonly hasAppSecret: boolean;
  readonly name: string;
  readonly replyText: string;
  readonly " $fragmentType": "DingBotForm_bot";
};
export type DingBotForm_bot$key = {
  readonly " $data"?: DingBotForm_bot$data;
  readonly " $fragmentSpreads": FragmentRefs<"DingBotForm_bot">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DingBotForm_bot",
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
      "name": "appKey",
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
      "name": "replyText",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "DingBot",
  "abstractKey": null
};

(node as any).hash = "7530c43e67de5ed0387401e0efa266b5";

export default node;
