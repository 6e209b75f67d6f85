/**
 * @generated SignedSource<<717d560a8d948bcacdfeb60fa8a06d72>>
 * @relayHash 628f3117fa2debcf60d74bb7fabc18a9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 628f3117fa2debcf60d74bb7fabc18a9

import { ConcreteRequest } from 'relay-runtime';
export type Language = "EN" | "ZH_HANS";
export type Theme = "DARK" | "LIGHT";
export type UpdateAccountInput = {
  avatar?: string | null | undefined;
  displayName?: string | null | undefined;
  preferredLanguage?: Language | null | undefined;
  theme?: Theme | null | undefined;
  username?: string | null | undefined;
  wsUsername?: string | null | undefined;
};
export type useUpdateViewerPreferencesMutation$variables = {
  input: UpdateAccountInput;
};
export type useUpdateViewerPreferencesMutation$data = {
  readonly updateAccount: {
    readonly __typename: string;
    readonly message?: string;
    readonly viewer?: {
      readonly preferredLanguage: Language;
      readonly theme: Theme;
    };
  };
};
export type useUpdateViewerPreferencesMutation = {
  response: useUpdateViewerPreferencesMutation$data;
  variables: useUpdateViewerPreferencesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "updateAccount",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
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
                "kind": "ScalarField",
                "name": "preferredLanguage",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "theme",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AccountPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "useUpdateViewerPreferencesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateViewerPreferencesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "628f3117fa2debcf60d74bb7fabc18a9",
    "metadata": {},
    "name": "useUpdateViewerPreferencesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0c81eba2739156f86e706102fd08752f";

export default node;
