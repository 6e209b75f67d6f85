/**
 * @generated SignedSource<<2986b847d55b5bd8d19607ccde3e3c9b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VisibleRange = "ALL_MEMBERS" | "SPECIFIED_ROLES";
import { FragmentRefs } from "relay-runtime";
export type AgentForm_agent$data = {
  readonly apps: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly avatar: string;
  readonly description: string;
  readonly enabled: boolean;
  readonly model: string | null | undefined;
  readonly name: string;
  readonly openingMessage: string;
  readonly roles: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly scopedToApps: boolean;
  readonly suggestFollowUps: boolean;
  readonly suggestedQuestions: ReadonlyArray<string>;
  readonly systemPrompt: string;
  readonly visibleRange: VisibleRange;
  readonly " $fragmentType": "AgentForm_agent";
};
export type AgentForm_agent$key = {
  readonly " $data"?: AgentForm_agent$data;
  readonly " $fragmentSpreads": FragmentRefs<"AgentForm_agent">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AgentForm_agent",
  "selections": [
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "systemPrompt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "avatar",
      "storageKey": null
    },
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suggestFollowUps",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "visibleRange",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Role",
      "kind": "LinkedField",
      "name": "roles",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "enabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "model",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "scopedToApps",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "App",
      "kind": "LinkedField",
      "name": "apps",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Agent",
  "abstractKey": null
};
})();

(node as any).hash = "4152ab7b439cf6a279b6c103aac79ab8";

export default node;
