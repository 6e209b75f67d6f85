/**
 * @generated SignedSource<<82e03d8f2e0ddae39b1d4b7a0206c993>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AgentTemplateCard_template$data = {
  readonly avatar: string;
  readonly description: string;
  readonly key: string;
  readonly name: string;
  readonly scopedToApps: boolean;
  readonly " $fragmentType": "AgentTemplateCard_template";
};
export type AgentTemplateCard_template$key = {
  readonly " $data"?: AgentTemplateCard_template$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgentTemplateCard_template">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AgentTemplateCard_template",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "key",
      "storageKey": null
    },
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatar",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scopedToApps",
      "storageKey": null
    }
  ],
  "type": "AgentTemplate",
  "abstractKey": null
};

(node as any).hash = "7225fcba1dea1035dfda18a5f8b07745";

export default node;
