/**
 * @generated SignedSource<<8eac0dfd74f65dfea9240f95c21a67d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateViewerPreferencesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateAccount",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateViewerPreferencesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
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
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "dccc358967549daf822920ad371e62e5",
    "id": null,
    "metadata": {},
    "name": "useUpdateViewerPreferencesMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateViewerPreferencesMutation(\n  $input: UpdateAccountInput!\n) {\n  updateAccount(input: $input) {\n    __typename\n    ... on AccountPayload {\n      viewer {\n        preferredLanguage\n        theme\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ee9d659d54888b3818d9b006dbead068";

export default node;
