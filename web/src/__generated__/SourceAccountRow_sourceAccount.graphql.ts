/**
 * @generated SignedSource<<7ae74af8efb0694832033226fdc34635>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SourceProvider = "DINGTALK" | "FEISHU" | "GITHUB" | "LDAP" | "SCIM" | "WECOM" | "YUQUE";
import { FragmentRefs } from "relay-runtime";
export type SourceAccountRow_sourceAccount$data = {
  readonly email: string | null | undefined;
  readonly externalId: string;
  readonly id: string;
  readonly login: string | null | undefined;
  readonly member: {
    readonly id: string;
    readonly wsUsername: string;
  } | null | undefined;
  readonly name: string | null | undefined;
  readonly phone: string | null | undefined;
  readonly provider: SourceProvider;
  readonly " $fragmentType": "SourceAccountRow_sourceAccount";
};
export type SourceAccountRow_sourceAccount$key = {
  readonly " $data"?: SourceAccountRow_sourceAccount$data;
  readonly " $fragmentSpreads": FragmentRefs<"SourceAccountRow_sourceAccount">;
};

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
  "metadata": null,
  "name": "SourceAccountRow_sourceAccount",
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Member",
      "kind": "LinkedField",
      "name": "member",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "wsUsername",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SourceAccount",
  "abstractKey": null
};
})();

(node as any).hash = "a1e733f7068d3082c9158770b0047e7d";

export default node;
