/**
 * @generated SignedSource<<79e62153c6b45a3701c8300998936d2c>>
 * @relayHash b31d97e104fb625506b50455dc210af0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b31d97e104fb625506b50455dc210af0

import { ConcreteRequest } from 'relay-runtime';
export type InvitationState = "EXPIRED" | "REVOKED" | "USED_UP" | "VALID";
export type JoiningWorkspaceQuery$variables = {
  code: string;
};
export type JoiningWorkspaceQuery$data = {
  readonly invitation: {
    readonly state: InvitationState;
    readonly workspaceName: string | null | undefined;
  } | null | undefined;
};
export type JoiningWorkspaceQuery = {
  response: JoiningWorkspaceQuery$data;
  variables: JoiningWorkspaceQuery$variables;
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
    "name": "JoiningWorkspaceQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "JoiningWorkspaceQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b31d97e104fb625506b50455dc210af0",
    "metadata": {},
    "name": "JoiningWorkspaceQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "44fe187268536a13b5eacdbb8d659cb6";

export default node;
