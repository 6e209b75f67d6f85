/**
 * @generated SignedSource<<7b93b99cc511b6a0daa208218e646f7f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkspaceVersion = "ENTERPRISE" | "FREE" | "TEAM" | "ULTIMATE";
import { FragmentRefs } from "relay-runtime";
export type WorkspaceSummary_workspace$data = {
  readonly members: {
    readonly totalCount: number;
  };
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
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        }
      ],
      "concreteType": "WorkspaceMembersConnection",
      "kind": "LinkedField",
      "name": "members",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        }
      ],
      "storageKey": "members(first:1)"
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "9dd4ef734fe29124e8d4ea8b16d235dc";

export default node;
