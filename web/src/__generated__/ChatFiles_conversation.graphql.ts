/**
 * @generated SignedSource<<f2329a81807dafcdb203ed62b650f0ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChatFiles_conversation$data = {
  readonly files: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ChatFileChip_file">;
  }>;
  readonly id: string;
  readonly " $fragmentType": "ChatFiles_conversation";
};
export type ChatFiles_conversation$key = {
  readonly " $data"?: ChatFiles_conversation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatFiles_conversation">;
};

import ChatFilesRefetchQuery_graphql from './ChatFilesRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": ChatFilesRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "ChatFiles_conversation",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "ChatFile",
      "kind": "LinkedField",
      "name": "files",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ChatFileChip_file"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Conversation",
  "abstractKey": null
};
})();

(node as any).hash = "02c7b89f707975e10bb1e1f311ee23f1";

export default node;
