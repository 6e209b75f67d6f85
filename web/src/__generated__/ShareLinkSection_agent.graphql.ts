/**
 * @generated SignedSource<<477dba515e5c84fee6a8117556089b1b>>
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

(node as any).hash = "0530d4077f85c53012cd758f3925c928";

export default node;
