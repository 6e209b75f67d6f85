/**
 * @generated SignedSource<<aba7a9659ea3b682354310dd6bbac888>>
 * @relayHash dab72362ce3c22e1f12630ec1a50df64
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dab72362ce3c22e1f12630ec1a50df64

import { ConcreteRequest } from 'relay-runtime';
export type routeOperationsGuardQuery$variables = Record<PropertyKey, never>;
export type routeOperationsGuardQuery$data = {
  readonly viewer: {
    readonly isOperator: boolean;
  } | null | undefined;
};
export type routeOperationsGuardQuery = {
  response: routeOperationsGuardQuery$data;
  variables: routeOperationsGuardQuery$variables;
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
        "kind": "ScalarField",
        "name": "isOperator",
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
    "name": "routeOperationsGuardQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "routeOperationsGuardQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "dab72362ce3c22e1f12630ec1a50df64",
    "metadata": {},
    "name": "routeOperationsGuardQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ec43bc2d84b84a3491052d0421981e2a";

export default node;
