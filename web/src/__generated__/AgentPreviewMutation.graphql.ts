/**
 * @generated SignedSource<<8de6927db741700854d1becabf316de9>>
 * @relayHash eae62aafc6d0521c8b1b21662444cf74
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eae62aafc6d0521c8b1b21662444cf74

import { ConcreteRequest } from 'relay-runtime';
export type AgentPreviewInput = {
  appIds?: ReadonlyArray<string> | null | undefined;
  model?: string | null | undefined;
  question: string;
  scopedToApps?: boolean | null | undefined;
  systemPrompt?: string | null | undefined;
};
export type AgentPreviewMutation$variables = {
  input: AgentPreviewInput;
};
export type AgentPreviewMutation$data = {
  readonly previewAgent: {
    readonly __typename: string;
    readonly answer?: string;
    readonly citations?: ReadonlyArray<{
      readonly document: {
        readonly id: string;
      } | null | undefined;
      readonly index: number;
      readonly title: string;
      readonly url: string | null | undefined;
    }>;
    readonly message?: string;
  };
};
export type AgentPreviewMutation = {
  response: AgentPreviewMutation$data;
  variables: AgentPreviewMutation$variables;
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
    "name": "previewAgent",
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
            "kind": "ScalarField",
            "name": "answer",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Citation",
            "kind": "LinkedField",
            "name": "citations",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "index",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Document",
                "kind": "LinkedField",
                "name": "document",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "id",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AgentPreview",
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
    "name": "AgentPreviewMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AgentPreviewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "eae62aafc6d0521c8b1b21662444cf74",
    "metadata": {},
    "name": "AgentPreviewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3d94423bdd847b92c3c73160fb3e6119";

export default node;
