/**
 * @generated SignedSource<<956bfadac880d0b2ffbfe741db7c980f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SourceProvider = "DINGTALK" | "FEISHU" | "GITHUB" | "LDAP" | "SCIM" | "WECOM" | "YUQUE";
import { FragmentRefs } from "relay-runtime";
export type LinkedAccountsSection_workspace$data = {
  readonly id: string;
  readonly linkableSources: ReadonlyArray<{
    readonly app: {
      readonly id: string;
      readonly title: string;
    } | null | undefined;
    readonly provider: SourceProvider;
  }>;
  readonly name: string;
  readonly ownSourceAccounts: ReadonlyArray<{
    readonly externalId: string;
    readonly id: string;
    readonly login: string | null | undefined;
    readonly name: string | null | undefined;
    readonly provider: SourceProvider;
  }>;
  readonly " $fragmentType": "LinkedAccountsSection_workspace";
};
export type LinkedAccountsSection_workspace$key = {
  readonly " $data"?: LinkedAccountsSection_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"LinkedAccountsSection_workspace">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "provider",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LinkedAccountsSection_workspace",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "LinkableSource",
      "kind": "LinkedField",
      "name": "linkableSources",
      "plural": true,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "App",
          "kind": "LinkedField",
          "name": "app",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SourceAccount",
      "kind": "LinkedField",
      "name": "ownSourceAccounts",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "externalId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "login",
          "storageKey": null
        },
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};
})();

(node as any).hash = "2d92d1a1f4247598cdd103d468fb3f50";

export default node;
