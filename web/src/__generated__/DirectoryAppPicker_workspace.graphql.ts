/**
 * @generated SignedSource<<2c3f4fe1c12533391c4b6d9d171b43c9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DirectoryAppPicker_workspace$data = {
  readonly directoryApps: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly platform: string;
        readonly title: string;
      };
    }>;
  };
  readonly " $fragmentType": "DirectoryAppPicker_workspace";
};
export type DirectoryAppPicker_workspace$key = {
  readonly " $data"?: DirectoryAppPicker_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"DirectoryAppPicker_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DirectoryAppPicker_workspace",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "WorkspaceDirectoryAppsConnection",
      "kind": "LinkedField",
      "name": "directoryApps",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "WorkspaceDirectoryAppsConnectionEdge",
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
                  "name": "platform",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "directoryApps(first:50)"
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "c8bf1e4dc5841a330016e47fee2315b5";

export default node;
