/**
 * @generated SignedSource<<f068995ffbea5bfaa97245ccd67cd983>>
 * @relayHash 842ba7db4a1de1c85021cc4df9aff72b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 842ba7db4a1de1c85021cc4df9aff72b

import { ConcreteRequest } from 'relay-runtime';
export type MessageStatus = "DONE" | "FAILED" | "STOPPED" | "STREAMING";
export type AnswerStreamSubscription$variables = {
  messageId: string;
};
export type AnswerStreamSubscription$data = {
  readonly answerStream: {
    readonly citations: ReadonlyArray<{
      readonly document: {
        readonly downloadUrl: string | null | undefined;
        readonly id: string;
        readonly title: string;
        readonly url: string | null | undefined;
      } | null | undefined;
      readonly index: number;
      readonly title: string;
      readonly url: string | null | undefined;
    }> | null | undefined;
    readonly delta: string;
    readonly errorMessage: string | null | undefined;
    readonly followUpQuestions: ReadonlyArray<string> | null | undefined;
    readonly offset: number;
    readonly status: MessageStatus;
  };
};
export type AnswerStreamSubscription = {
  response: AnswerStreamSubscription$data;
  variables: AnswerStreamSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "messageId"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "messageId",
        "variableName": "messageId"
      }
    ],
    "concreteType": "AnswerStreamEvent",
    "kind": "LinkedField",
    "name": "answerStream",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "offset",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "delta",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "errorMessage",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "followUpQuestions",
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
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
              },
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "downloadUrl",
                "storageKey": null
              }
            ],
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
    "name": "AnswerStreamSubscription",
    "selections": (v3/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AnswerStreamSubscription",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "842ba7db4a1de1c85021cc4df9aff72b",
    "metadata": {},
    "name": "AnswerStreamSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "0b2166aa8785057bf3349d3f214c9119";

export default node;
