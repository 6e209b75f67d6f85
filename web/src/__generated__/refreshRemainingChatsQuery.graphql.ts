/**
 * @generated SignedSource<<bdb86957553e86aded7bf1e245b81171>>
 * @relayHash 8ced90e478f922a862147075f8225848
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8ced90e478f922a862147075f8225848

import { ConcreteRequest } from 'relay-runtime';
export type refreshRemainingChatsQuery$variables = Record<PropertyKey, never>;
export type refreshRemainingChatsQuery$data = {
  readonly viewer: {
    readonly currentWorkspace: {
      readonly allowanceLeftToday: number;
      readonly chatCredits: number;
      readonly id: string;
      readonly remainingChatsToday: number;
    } | null | undefined;
  } | null | undefined;
};
export type refreshRemainingChatsQuery = {
  response: refreshRemainingChatsQuery$data;
  variables: refreshRemainingChatsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "remainingChatsToday",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "allowanceLeftToday",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "chatCredits",
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "refreshRemainingChatsQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "refreshRemainingChatsQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "8ced90e478f922a862147075f8225848",
    "metadata": {},
    "name": "refreshRemainingChatsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "813929fffa131332b0621d2a93d2e4d1";

export default node;
