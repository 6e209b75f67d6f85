/**
 * @generated SignedSource<<bbb4ddc47c19019f28eb95951d9290a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type InvitationState = "EXPIRED" | "REVOKED" | "USED_UP" | "VALID";
export type InvitationScreenQuery$variables = {
  code: string;
};
export type InvitationScreenQuery$data = {
  readonly invitation: {
    readonly expiresAt: string;
    readonly inviterName: string;
    readonly state: InvitationState;
    readonly workspaceLogoUrl: string | null | undefined;
    readonly workspaceName: string;
  } | null | undefined;
};
export type InvitationScreenQuery = {
  response: InvitationScreenQuery$data;
  variables: InvitationScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "code"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "code",
        "variableName": "code"
      }
    ],
    "concreteType": "InvitationPreview",
    "kind": "LinkedField",
    "name": "invitation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "workspaceName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "workspaceLogoUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "inviterName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "state",
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
    "name": "InvitationScreenQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "InvitationScreenQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "79083886bc22815470b82dda735c001d",
    "id": null,
    "metadata": {},
    "name": "InvitationScreenQuery",
    "operationKind": "query",
    "text": "query InvitationScreenQuery(\n  $code: String!\n) {\n  invitation(code: $code) {\n    workspaceName\n    workspaceLogoUrl\n    inviterName\n    expiresAt\n    state\n  }\n}\n"
  }
};
})();

(node as any).hash = "19be4ff78488f8ba3cd1909e384f257e";

export default node;
