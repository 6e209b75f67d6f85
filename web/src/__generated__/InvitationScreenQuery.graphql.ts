/**
 * @generated SignedSource<<bfb4154f4b262c14ca22510d665de7a5>>
 * @relayHash 21ca318662f744ecf4465bfaa30b503c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 21ca318662f744ecf4465bfaa30b503c

import { ConcreteRequest } from 'relay-runtime';
export type InvitationState = "EXPIRED" | "REVOKED" | "USED_UP" | "VALID";
export type InvitationScreenQuery$variables = {
  code: string;
};
export type InvitationScreenQuery$data = {
  readonly invitation: {
    readonly expiresAt: string;
    readonly inviterName: string | null | undefined;
    readonly state: InvitationState;
    readonly viewerIsMember: boolean;
    readonly workspaceLogoUrl: string | null | undefined;
    readonly workspaceName: string | null | undefined;
  } | null | undefined;
  readonly viewer: {
    readonly __typename: "Viewer";
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewerIsMember",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
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
        "kind": "ScalarField",
        "name": "__typename",
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
    "id": "21ca318662f744ecf4465bfaa30b503c",
    "metadata": {},
    "name": "InvitationScreenQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e792fbf0b9beeb309dbc05c90315d12a";

export default node;
