/**
 * @generated SignedSource<<7ba6b48de065dc16b4b2d53f33fa53bc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RoleDialog_role$data = {
  readonly description: string;
  readonly id: string;
  readonly members: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly name: string;
  readonly sourceGroup: {
    readonly principal: string;
  } | null | undefined;
  readonly " $fragmentType": "RoleDialog_role";
};
export type RoleDialog_role$key = {
  readonly " $data"?: RoleDialog_role$data;
  readonly " $fragmentSpreads": FragmentRefs<"RoleDialog_role">;
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
  "name": "RoleDialog_role",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "Member",
      "kind": "LinkedField",
      "name": "members",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Role",
  "abstractKey": null
};
})();

(node as any).hash = "8af0b8f997a5e4fd634072b177931aa1";

export default node;
