/**
 * @generated SignedSource<<a77b5d2bef5abcf11dc8c0db09cb79a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConversationOpener_agent$data = {
  readonly openingMessage: string;
  readonly suggestedQuestions: ReadonlyArray<string>;
  readonly " $fragmentType": "ConversationOpener_agent";
};
export type ConversationOpener_agent$key = {
  readonly " $data"?: ConversationOpener_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConversationOpener_agent">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConversationOpener_agent",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "openingMessage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suggestedQuestions",
      "storageKey": null
    }
  ],
  "type": "Agent",
  "abstractKey": null
};

(node as any).hash = "af4dc4e236fe5627edf026548213c2b2";

export default node;
