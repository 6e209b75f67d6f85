/**
 * @generated SignedSource<<7bdc8dd0dc371bcb333bad00ea1a30f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WechatBotForm_workspace$data = {
  readonly members: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly user: {
          readonly displayName: string;
        };
        readonly wsUsername: string;
      };
    }>;
  };
  readonly " $fragmentSpreads": FragmentRefs<"BotAgentSelect_workspace">;
  readonly " $fragmentType": "WechatBotForm_workspace";
};
export type WechatBotForm_workspace$key = {
  readonly " $data"?: WechatBotForm_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"WechatBotForm_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WechatBotForm_workspace",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BotAgentSelect_workspace"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "WorkspaceMembersConnection",
      "kind": "LinkedField",
      "name": "members",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "WorkspaceMembersConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Member",
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
                  "name": "wsUsername",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "User",
                  "kind": "LinkedField",
                  "name": "user",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "displayName",
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
      ],
      "storageKey": "members(first:100)"
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "0ce9a9e8810f4bc99a62f9cc6272ef45";

export default node;
