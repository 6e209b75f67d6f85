/**
 * @generated SignedSource<<900780b2b308deafcf54574af3b187c7>>
 * @relayHash 7e56c28ba125c53ffa97f52a6a5dfbb1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7e56c28ba125c53ffa97f52a6a5dfbb1

import { ConcreteRequest } from 'relay-runtime';
export type useSessionMutationsEndOthersMutation$variables = Record<PropertyKey, never>;
export type useSessionMutationsEndOthersMutation$data = {
  readonly endOtherSessions: {
    readonly endedCount: number;
  };
};
export type useSessionMutationsEndOthersMutation = {
  response: useSessionMutationsEndOthersMutation$data;
  variables: useSessionMutationsEndOthersMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "EndOtherSessionsPayload",
    "kind": "LinkedField",
    "name": "endOtherSessions",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "endedCount",
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
    "name": "useSessionMutationsEndOthersMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSessionMutationsEndOthersMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "7e56c28ba125c53ffa97f52a6a5dfbb1",
    "metadata": {},
    "name": "useSessionMutationsEndOthersMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ceeff3286d2b13092d333633452151ce";

export default node;
