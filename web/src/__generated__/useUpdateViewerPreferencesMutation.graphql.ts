/**
 * @generated SignedSource<<b726bd1c1796be3218dbb60cba6823b9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type Language = "EN" | "ZH_HANS";
export type Theme = "DARK" | "LIGHT";
export type UpdateViewerPreferencesInput = {
  preferredLanguage?: Language | null | undefined;
  theme?: Theme | null | undefined;
};
export type useUpdateViewerPreferencesMutation$variables = {
  input: UpdateViewerPreferencesInput;
};
export type useUpdateViewerPreferencesMutation$data = {
  readonly updateViewerPreferences: {
    readonly viewer: {
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
    "concreteType": "UpdateViewerPreferencesPayload",
    "kind": "LinkedField",
    "name": "updateViewerPreferences",
    "plural": false,
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
    "cacheID": "91e1669a8fb47fc30940a425a92795b2",
    "id": null,
    "metadata": {},
    "name": "useUpdateViewerPreferencesMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateViewerPreferencesMutation(\n  $input: UpdateViewerPreferencesInput!\n) {\n  updateViewerPreferences(input: $input) {\n    viewer {\n      preferredLanguage\n      theme\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0b17fbfe05b2143b300d39876ecff676";

export default node;
