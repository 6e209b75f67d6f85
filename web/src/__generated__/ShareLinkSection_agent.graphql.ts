/**
 * @generated SignedSource<<dcc613d13065624e2fb8ba7be225a9e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ShareLinkSection_agent$data = {
  readonly id: string;
  readonly shareLink: {
    readonly enabled: boolean;
    readonly url: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"EmbedSection_agent">;
  readonly " $fragmentType": "ShareLinkSection_agent";
};
export type ShareLinkSection_agent$key = {
  readonly " $data"?: ShareLinkSection_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShareLinkSection_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShareLinkSection_agent",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EmbedSection_agent"
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
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Agent",
  "abstractKey": null
};

(node as any).hash = "610337f8ad9bc9cc28da0afb749d84df";

export default node;
