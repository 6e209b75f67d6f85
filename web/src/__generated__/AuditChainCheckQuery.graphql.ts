/**
 * @generated SignedSource<<5cfe47632f4fadf0eab046bfef95528a>>
 * @relayHash 3aaacddda543691d8bf2fd2e9f793a47
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3aaacddda543691d8bf2fd2e9f793a47

import { ConcreteRequest } from 'relay-runtime';
export type AuditChainBreakReason = "EDITED" | "MISSING" | "RELINKED";
export type AuditChainCheckQuery$variables = Record<PropertyKey, never>;
export type AuditChainCheckQuery$data = {
  readonly viewer: {
    readonly currentWorkspace: {
      readonly auditChain: {
        readonly broken: {
          readonly reason: AuditChainBreakReason;
          readonly seq: number;
        } | null | undefined;
        readonly entries: number;
        readonly intact: boolean;
      };
    } | null | undefined;
  } | null | undefined;
};
export type AuditChainCheckQuery = {
  response: AuditChainCheckQuery$data;
  variables: AuditChainCheckQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "AuditChainCheck",
  "kind": "LinkedField",
  "name": "auditChain",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "entries",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "intact",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AuditChainBreak",
      "kind": "LinkedField",
      "name": "broken",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "seq",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        }
      ],
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
    "name": "AuditChainCheckQuery",
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
    "name": "AuditChainCheckQuery",
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
    "id": "3aaacddda543691d8bf2fd2e9f793a47",
    "metadata": {},
    "name": "AuditChainCheckQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "fc128224a320f93508ab80cb84ff4dd5";

export default node;
