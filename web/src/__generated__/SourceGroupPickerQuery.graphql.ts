/**
 * @generated SignedSource<<7cbf6b585dc7760f3d4b58fbd358666c>>
 * @relayHash 8a27f96a383ce957b9f143216b68446a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8a27f96a383ce957b9f143216b68446a

import { ConcreteRequest } from 'relay-runtime';
export type SourceProvider = "DINGTALK" | "FEISHU" | "GITHUB" | "LDAP" | "SCIM" | "WECOM" | "YUQUE";
export type SourceGroupPickerQuery$variables = Record<PropertyKey, never>;
export type SourceGroupPickerQuery$data = {
  readonly viewer: {
    readonly currentWorkspace: {
      readonly sourceGroups: ReadonlyArray<{
        readonly memberCount: number;
        readonly name: string | null | undefined;
        readonly principal: string;
        readonly provider: SourceProvider;
      }>;
    } | null | undefined;
  } | null | undefined;
};
export type SourceGroupPickerQuery = {
  response: SourceGroupPickerQuery$data;
  variables: SourceGroupPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "SourceGroup",
  "kind": "LinkedField",
  "name": "sourceGroups",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "principal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "provider",
      "storageKey": null
    },
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
      "name": "memberCount",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SourceGroupPickerQuery",
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
              (v0/*:: as any*/)
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
    "name": "SourceGroupPickerQuery",
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
              (v0/*:: as any*/),
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
    "id": "8a27f96a383ce957b9f143216b68446a",
    "metadata": {},
    "name": "SourceGroupPickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4e2722ab9bc9ebf87a9058d727e139ba";

export default node;
