/**
 * @generated SignedSource<<02316f5680d386f00c9bb98c3340d071>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkspaceVersion = "ENTERPRISE" | "FREE" | "TEAM" | "ULTIMATE";
import { FragmentRefs } from "relay-runtime";
export type WorkspaceSummary_workspace$data = {
  readonly memberCount: number;
  readonly name: string;
  readonly version: WorkspaceVersion;
  readonly " $fragmentType": "WorkspaceSummary_workspace";
};
export type WorkspaceSummary_workspace$key = {
  readonly " $data"?: WorkspaceSummary_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkspaceSummary_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkspaceSummary_workspace",
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
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memberCount",
      "storageKey": null
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "efac66972f14dc84ae0bf300076cf1b4";

export default node;
