/**
 * @generated SignedSource<<66524bc7cba310e97adb29f6bd8365c9>>
 * @relayHash da0c091fb06516d1099fcf2c0dff1868
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da0c091fb06516d1099fcf2c0dff1868

import { ConcreteRequest } from 'relay-runtime';
export type MemberPickerQuery$variables = Record<PropertyKey, never>;
export type MemberPickerQuery$data = {
  readonly viewer: {
    readonly currentWorkspace: {
      readonly members: {
        readonly edges: ReadonlyArray<{
          readonly node: {
            readonly id: string;
            readonly wsUsername: string;
          };
        }>;
      };
    } | null | undefined;
  } | null | undefined;
};
export type MemberPickerQuery = {
  response: MemberPickerQuery$data;
  variables: MemberPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 100
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
      "concreteType": "WorkspaceMembersConnectionEdge",
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
              "name": "wsUsername",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "members(first:100)"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MemberPickerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "currentWorkspace",
            "plural": false,
            "selections": [
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MemberPickerQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "currentWorkspace",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "da0c091fb06516d1099fcf2c0dff1868",
    "metadata": {},
    "name": "MemberPickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8a11b0b11a49eec58afac870ee570599";

export default node;
