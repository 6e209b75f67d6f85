/**
 * @generated SignedSource<<42dae36b801c29f47190b90be1666487>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SessionsSection_viewer$data = {
  readonly sessions: ReadonlyArray<{
    readonly browser: string | null | undefined;
    readonly current: boolean;
    readonly id: string;
    readonly ip: string | null | undefined;
    readonly lastSeenAt: string;
    readonly os: string | null | undefined;
  }>;
  readonly " $fragmentType": "SessionsSection_viewer";
};
export type SessionsSection_viewer$key = {
  readonly " $data"?: SessionsSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SessionsSection_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SessionsSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Session",
      "kind": "LinkedField",
      "name": "sessions",
      "plural": true,
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
          "name": "browser",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "os",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ip",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastSeenAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "current",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "a0d655ae392bb512f13cd3aacae47015";

export default node;
