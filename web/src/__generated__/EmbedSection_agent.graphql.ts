/**
 * @generated SignedSource<<192c4462752ebc120aaee9eae0836a56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EmbedPosition = "LEFT" | "RIGHT";
import { FragmentRefs } from "relay-runtime";
export type EmbedSection_agent$data = {
  readonly id: string;
  readonly name: string;
  readonly shareLink: {
    readonly embedColor: string;
    readonly embedOrigins: ReadonlyArray<string>;
    readonly embedPosition: EmbedPosition;
    readonly embedScriptUrl: string;
    readonly enabled: boolean;
    readonly path: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "EmbedSection_agent";
};
export type EmbedSection_agent$key = {
  readonly " $data"?: EmbedSection_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmbedSection_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmbedSection_agent",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
      "concreteType": "AgentShareLink",
      "kind": "LinkedField",
      "name": "shareLink",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "embedOrigins",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "embedColor",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "embedPosition",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "embedScriptUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Agent",
  "abstractKey": null
};

(node as any).hash = "f8c794ea8db871b4196617024498fda0";

export default node;
