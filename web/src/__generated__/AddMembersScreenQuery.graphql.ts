/**
 * @generated SignedSource<<ff40fd793460008b6eba4d2fd300329a>>
 * @relayHash b45b6c42378cbb8cfce509978e3f16f1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b45b6c42378cbb8cfce509978e3f16f1

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddMembersScreenQuery$variables = Record<PropertyKey, never>;
export type AddMembersScreenQuery$data = {
  readonly viewer: {
    readonly currentWorkspace: {
      readonly " $fragmentSpreads": FragmentRefs<"MemberLimit_workspace">;
    } | null | undefined;
  } | null | undefined;
};
export type AddMembersScreenQuery = {
  response: AddMembersScreenQuery$data;
  variables: AddMembersScreenQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AddMembersScreenQuery",
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "MemberLimit_workspace"
              }
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
    "name": "AddMembersScreenQuery",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "memberCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "memberLimit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "invitableCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "b45b6c42378cbb8cfce509978e3f16f1",
    "metadata": {},
    "name": "AddMembersScreenQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "95401975a9905ef5465cad0f4eaf9a0e";

export default node;
