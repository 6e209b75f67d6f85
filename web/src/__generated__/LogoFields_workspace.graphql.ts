/**
 * @generated SignedSource<<a37e416ccdaf352e70be069d521e369a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LogoFields_workspace$data = {
  readonly logoRectUrl: string | null | undefined;
  readonly logoSquareUrl: string | null | undefined;
  readonly " $fragmentType": "LogoFields_workspace";
};
export type LogoFields_workspace$key = {
  readonly " $data"?: LogoFields_workspace$data;
  readonly " $fragmentSpreads": FragmentRefs<"LogoFields_workspace">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LogoFields_workspace",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "logoSquareUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "logoRectUrl",
      "storageKey": null
    }
  ],
  "type": "Workspace",
  "abstractKey": null
};

(node as any).hash = "0af1c4d3a0d6d420f5f9a3600578d5fc";

export default node;
