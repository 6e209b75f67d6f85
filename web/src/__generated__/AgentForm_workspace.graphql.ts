/**
 * @generated SignedSource<<c6201ddfdddcaf9cf0fe4003d71e11db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AgentForm_workspace$data = {
  readonly apps?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly title: string;
      };
    }>;
  };
  readonly personalApps?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly title: string;
      };
    }>;
  };
  readonly roles?: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly " $fragmentType": "AgentForm_workspace";
};
export type AgentForm_workspace$key = {
  readonly " $data"?: AgentForm_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgentForm_workspace">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "App",
    "kind": "LinkedField",
    "name": "node",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
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
      "name": "manage"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "AgentForm_workspace",
  "selections": [
    {
      "condition": "manage",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": (v0/*:: as any*/),
          "concreteType": "WorkspaceRolesConnection",
          "kind": "LinkedField",
          "name": "roles",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "WorkspaceRolesConnectionEdge",
              "kind": "LinkedField",
              "name": "edges",
              "plural": true,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Role",
                  "kind": "LinkedField",
                  "name": "node",
                  "plural": false,
                  "selections": [
                    (v1/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "name",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "roles(first:100)"
        },
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
              "selections": (v2/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": "apps(first:100)"
        }
      ]
    },
    {
      "condition": "manage",
      "kind": "Condition",
      "passingValue": false,
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
              "selections": (v2/*:: as any*/),
              "storageKey": null
            }
          ],
          "storageKey": "personalApps(first:100)"
        }
      ]
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};
})();

(node as any).hash = "8c2de4074404e2d80b346b670863c7a6";

export default node;
