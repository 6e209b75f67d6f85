/**
 * @generated SignedSource<<72cfdc4a94773b1771a36d9f32860ac8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InstalledApps_workspace$data = {
  readonly apps?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly docCount: number;
        readonly id: string;
        readonly title: string;
      };
    }>;
  };
  readonly personalApps: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly docCount: number;
        readonly id: string;
        readonly title: string;
      };
    }>;
  };
  readonly " $fragmentType": "InstalledApps_workspace";
};
export type InstalledApps_workspace$key = {
  readonly " $data"?: InstalledApps_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"InstalledApps_workspace">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 5
  }
],
v1 = [
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
        "name": "docCount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "isAdmin"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "InstalledApps_workspace",
  "selections": [
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "WorkspacePersonalAppsConnection",
      "kind": "LinkedField",
      "name": "personalApps",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "WorkspacePersonalAppsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": (v1/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": "personalApps(first:5)"
    },
    {
      "condition": "isAdmin",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": (v0/*:: as any*/),
          "concreteType": "WorkspaceAppsConnection",
          "kind": "LinkedField",
          "name": "apps",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "WorkspaceAppsConnectionEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": (v1/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": "apps(first:5)"
        }
      ]
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};
})();

(node as any).hash = "d9f2c2a7f4b078607bd1a5476751811b";

export default node;
