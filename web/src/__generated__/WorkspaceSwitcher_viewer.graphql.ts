/**
 * @generated SignedSource<<e19401dfa7eb4f47fe7023b3a1ac52f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WorkspaceUserType = "ADMIN" | "CREATOR" | "MEMBER";
import { FragmentRefs } from "relay-runtime";
export type WorkspaceSwitcher_viewer$data = {
  readonly currentWorkspace: {
    readonly id: string;
    readonly logoSquareUrl: string | null | undefined;
    readonly name: string;
  } | null | undefined;
  readonly memberships: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly workspace: {
          readonly id: string;
          readonly logoSquareUrl: string | null | undefined;
          readonly name: string;
        };
        readonly wsUserType: WorkspaceUserType;
      };
    }>;
  };
  readonly " $fragmentType": "WorkspaceSwitcher_viewer";
};
export type WorkspaceSwitcher_viewer$key = {
  readonly " $data"?: WorkspaceSwitcher_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkspaceSwitcher_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
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
    "name": "logoSquareUrl",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkspaceSwitcher_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Workspace",
      "kind": "LinkedField",
      "name": "currentWorkspace",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "ViewerMembershipsConnection",
      "kind": "LinkedField",
      "name": "memberships",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ViewerMembershipsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Member",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "wsUserType",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Workspace",
                  "kind": "LinkedField",
                  "name": "workspace",
                  "plural": false,
                  "selections": (v1/*:: as any*/),
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "memberships(first:50)"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "b0115ff7ee2aa7b2379f15ff25fff3ea";

export default node;
