/**
 * @generated SignedSource<<bcb0c4973ba7c49a34f57fc68f9bc94a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ScimProvisioningCard_provisioning$data = {
  readonly endpoint: string;
  readonly groupCount: number;
  readonly tokenCreatedAt: string | null | undefined;
  readonly tokenHint: string | null | undefined;
  readonly tokenLastUsedAt: string | null | undefined;
  readonly userCount: number;
  readonly " $fragmentType": "ScimProvisioningCard_provisioning";
};
export type ScimProvisioningCard_provisioning$key = {
  readonly " $data"?: ScimProvisioningCard_provisioning$data;
  readonly " $fragmentSpreads": FragmentRefs<"ScimProvisioningCard_provisioning">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ScimProvisioningCard_provisioning",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endpoint",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tokenHint",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tokenCreatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tokenLastUsedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "groupCount",
      "storageKey": null
    }
  ],
  "type": "ScimProvisioning",
  "abstractKey": null
};

(node as any).hash = "775b7a0cb6f79142196a680923ec73c9";

export default node;
