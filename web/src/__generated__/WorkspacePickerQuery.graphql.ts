/**
 * @generated SignedSource<<349d4c3664e7ee6a77f6ec5011f6fce3>>
 * @relayHash 4d12ba99759da5b2ca056717d44c44dc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4d12ba99759da5b2ca056717d44c44dc

import { ConcreteRequest } from 'relay-runtime';
export type WorkspaceVersion = "ENTERPRISE" | "FREE" | "TEAM" | "ULTIMATE";
export type WorkspacePickerQuery$variables = {
  search: string;
};
export type WorkspacePickerQuery$data = {
  readonly operations: {
    readonly workspaces: ReadonlyArray<{
      readonly creatorEmail: string | null | undefined;
      readonly creatorName: string | null | undefined;
      readonly expiresAt: string | null | undefined;
      readonly internalID: string;
      readonly name: string;
      readonly version: WorkspaceVersion;
    }>;
  } | null | undefined;
};
export type WorkspacePickerQuery = {
  response: WorkspacePickerQuery$data;
  variables: WorkspacePickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Operations",
    "kind": "LinkedField",
    "name": "operations",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "search",
            "variableName": "search"
          }
        ],
        "concreteType": "OperationsWorkspace",
        "kind": "LinkedField",
        "name": "workspaces",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "internalID",
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
            "name": "creatorName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "creatorEmail",
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
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "WorkspacePickerQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WorkspacePickerQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4d12ba99759da5b2ca056717d44c44dc",
    "metadata": {},
    "name": "WorkspacePickerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6ebe90a34d2c8aa5b934949c8f5a8352";

export default node;
