/**
 * @generated SignedSource<<2ce63b318095f40c890930c870cadd6b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AppScope = "PERSONAL" | "WORKSPACE";
import { FragmentRefs } from "relay-runtime";
export type InstalledApps_workspace$data = {
  readonly readableApps: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly docCount: number;
        readonly id: string;
        readonly scope: AppScope;
        readonly title: string;
        readonly viewerCanManage: boolean;
      };
    }>;
  };
  readonly " $fragmentType": "InstalledApps_workspace";
};
export type InstalledApps_workspace$key = {
  readonly " $data"?: InstalledApps_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"InstalledApps_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InstalledApps_workspace",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 6
        }
      ],
      "concreteType": "WorkspaceReadableAppsConnection",
      "kind": "LinkedField",
      "name": "readableApps",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "WorkspaceReadableAppsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "App",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "title",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "scope",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "docCount",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "viewerCanManage",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "readableApps(first:6)"
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "55d57d440bb5dc63155c1047f7499b89";

export default node;
