/**
 * @generated SignedSource<<219e4790830c63e3da576d9be80918a8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AgentPicker_conversation$data = {
  readonly agent: {
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "AgentPicker_conversation";
};
export type AgentPicker_conversation$key = {
  readonly " $data"?: AgentPicker_conversation$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgentPicker_conversation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AgentPicker_conversation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Agent",
      "kind": "LinkedField",
      "name": "agent",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Conversation",
  "abstractKey": null
};

(node as any).hash = "c60e2fb6b17557453f4dffee823fada5";

export default node;
