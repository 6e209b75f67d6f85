/**
 * @generated SignedSource<<1e0812d9c95d2aba0773672e5e46c07d>>
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
  readonly installed: ReadonlyArray<{
    readonly id: string;
  }>;
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Agent",
      "kind": "LinkedField",
      "name": "installed",
      "plural": true,
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
  "type": "AgentTemplate",
  "abstractKey": null
};

(node as any).hash = "2db9d2907037935e8139a33f7ac4591e";

export default node;
