/**
 * @generated SignedSource<<1c61536bdb2477c5f8bbfe74994fd979>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppHeader_workspace$data = {
  readonly logoSquareUrl: string | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "AppHeader_workspace";
};
export type AppHeader_workspace$key = {
  readonly " $data"?: AppHeader_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppHeader_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppHeader_workspace",
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
      "name": "logoSquareUrl",
      "storageKey": null
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "4b27a067554c420af2c3b9931fd119f0";

export default node;
