/**
 * @generated SignedSource<<6da928ef158d9cb9913bc0e4d9b4cfb2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SourceProvider = "DINGTALK" | "FEISHU" | "GITHUB" | "YUQUE";
import { FragmentRefs } from "relay-runtime";
export type LinkedAccountsSection_workspace$data = {
  readonly id: string;
  readonly linkableSourceProviders: ReadonlyArray<SourceProvider>;
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
      "kind": "ScalarField",
      "name": "linkableSourceProviders",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "provider",
          "storageKey": null
        },
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

(node as any).hash = "2836142ef4b8b8443e47f63fc097f416";

export default node;
