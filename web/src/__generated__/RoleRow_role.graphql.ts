/**
 * @generated SignedSource<<4c53a350e250bdea2aad52afb808a2c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoleRow_role$data = {
  readonly description: string;
  readonly members: ReadonlyArray<{
    readonly wsUsername: string;
  }>;
  readonly name: string;
  readonly sourceGroup: {
    readonly name: string | null | undefined;
    readonly principal: string;
  } | null | undefined;
  readonly " $fragmentType": "RoleRow_role";
};
export type RoleRow_role$key = {
  readonly " $data"?: RoleRow_role$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoleRow_role">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "name": "RoleRow_role",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "Member",
      "kind": "LinkedField",
      "name": "members",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "wsUsername",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SourceGroup",
      "kind": "LinkedField",
      "name": "sourceGroup",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "principal",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Role",
  "abstractKey": null
};
})();

(node as any).hash = "5ab6deaed38f9040871edf2260bc4ea3";

export default node;
