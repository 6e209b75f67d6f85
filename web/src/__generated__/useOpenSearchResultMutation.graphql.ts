/**
 * @generated SignedSource<<74ccfef394135f684fec6d6ed2151633>>
 * @relayHash 5dcf1b285e00d15cc3d64371da9471fd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5dcf1b285e00d15cc3d64371da9471fd

import { ConcreteRequest } from 'relay-runtime';
export type useOpenSearchResultMutation$variables = {
  documentId: string;
  searchId: string;
};
export type useOpenSearchResultMutation$data = {
  readonly openSearchResult: {
    readonly recorded: boolean;
  };
};
export type useOpenSearchResultMutation = {
  response: useOpenSearchResultMutation$data;
  variables: useOpenSearchResultMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "documentId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "searchId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "documentId",
        "variableName": "documentId"
      },
      {
        "kind": "Variable",
        "name": "searchId",
        "variableName": "searchId"
      }
    ],
    "concreteType": "OpenSearchResultPayload",
    "kind": "LinkedField",
    "name": "openSearchResult",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "recorded",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useOpenSearchResultMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useOpenSearchResultMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "5dcf1b285e00d15cc3d64371da9471fd",
    "metadata": {},
    "name": "useOpenSearchResultMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "103e2cbdc07dc41adbb3bb529e8b9084";

export default node;
