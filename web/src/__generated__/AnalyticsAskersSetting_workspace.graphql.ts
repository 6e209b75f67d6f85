/**
 * @generated SignedSource<<f15bd82d789abb4fe435fd0ca7e0d33a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AnalyticsAskers = "ANONYMOUS" | "HIDDEN" | "NAMED";
import { FragmentRefs } from "relay-runtime";
export type AnalyticsAskersSetting_workspace$data = {
  readonly analyticsAskers: AnalyticsAskers;
  readonly " $fragmentType": "AnalyticsAskersSetting_workspace";
};
export type AnalyticsAskersSetting_workspace$key = {
  readonly " $data"?: AnalyticsAskersSetting_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnalyticsAskersSetting_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnalyticsAskersSetting_workspace",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "analyticsAskers",
      "storageKey": null
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "5238c09b1961d3a1d6a6ca5c63a9dee6";

export default node;
