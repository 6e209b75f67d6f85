/**
 * @generated SignedSource<<d1a69b63331c9b9689c07f6ee1c662a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BotAgentSelect_workspace$data = {
  readonly agents: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly enabled: boolean;
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly " $fragmentType": "BotAgentSelect_workspace";
};
export type BotAgentSelect_workspace$key = {
  readonly " $data"?: BotAgentSelect_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"BotAgentSelect_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BotAgentSelect_workspace",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "WorkspaceAgentsConnection",
      "kind": "LinkedField",
      "name": "agents",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "WorkspaceAgentsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Agent",
              "kind": "LinkedField",
              "name": "node",
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
                  "name": "enabled",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "agents(first:100)"
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "c9dc85b3b1795c49f56ceb3b1ddbd857";

export default node;
