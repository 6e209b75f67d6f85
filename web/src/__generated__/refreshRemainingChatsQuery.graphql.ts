/**
 * @generated SignedSource<<6051253e2c4ff7fc55835ad3427da632>>
 * @relayHash 62db0a10485d368c61966e26e9152682
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 62db0a10485d368c61966e26e9152682

import { ConcreteRequest } from 'relay-runtime';
export type refreshRemainingChatsQuery$variables = Record<PropertyKey, never>;
export type refreshRemainingChatsQuery$data = {
  readonly viewer: {
    readonly currentWorkspace: {
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
    "id": "62db0a10485d368c61966e26e9152682",
    "metadata": {},
    "name": "refreshRemainingChatsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "40542d1cc1be74dd4c9dfe43ef11cb72";

export default node;
