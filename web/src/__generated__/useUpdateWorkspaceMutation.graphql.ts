/**
 * @generated SignedSource<<f78d82b66923aacc97018c08afd4f35a>>
 * @relayHash 4fca0b61907dea8dec8b4d97a17d6ddd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4fca0b61907dea8dec8b4d97a17d6ddd

import { ConcreteRequest } from 'relay-runtime';
export type UpdateWorkspaceInput = {
  aiModelEnabled?: boolean | null | undefined;
  chatEnabled?: boolean | null | undefined;
  llmApiKey?: string | null | undefined;
  llmBaseUrl?: string | null | undefined;
  llmModel?: string | null | undefined;
  logoRectUploadId?: string | null | undefined;
  logoSquareUploadId?: string | null | undefined;
  name?: string | null | undefined;
  primaryColor?: string | null | undefined;
};
export type useUpdateWorkspaceMutation$variables = {
  input: UpdateWorkspaceInput;
};
export type useUpdateWorkspaceMutation$data = {
  readonly updateWorkspace: {
    readonly __typename: string;
    readonly message?: string;
    readonly problems?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly workspace?: {
      readonly aiModelEnabled: boolean;
      readonly chatEnabled: boolean;
      readonly id: string;
      readonly logoRectUrl: string | null | undefined;
      readonly logoSquareUrl: string | null | undefined;
      readonly name: string;
      readonly primaryColor: string;
    };
  };
};
export type useUpdateWorkspaceMutation = {
  response: useUpdateWorkspaceMutation$data;
  variables: useUpdateWorkspaceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "updateWorkspace",
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
            "concreteType": "Workspace",
            "kind": "LinkedField",
            "name": "workspace",
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "primaryColor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "chatEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "aiModelEnabled",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "logoSquareUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "logoRectUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "WorkspacePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldProblem",
            "kind": "LinkedField",
            "name": "problems",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
    "name": "useUpdateWorkspaceMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateWorkspaceMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "4fca0b61907dea8dec8b4d97a17d6ddd",
    "metadata": {},
    "name": "useUpdateWorkspaceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8e6cd8819c1b8c226d7e3a5b66751f07";

export default node;
