/**
 * @generated SignedSource<<8850083d25f476be5f9ad17a1d2086ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AuditActorKind = "PERSON" | "SYSTEM" | "TOKEN";
import { FragmentRefs } from "relay-runtime";
export type AuditEntryRow_entry$data = {
  readonly action: string;
  readonly actorKind: AuditActorKind;
  readonly actorName: string | null | undefined;
  readonly at: string;
  readonly detail: string;
  readonly ip: string | null | undefined;
  readonly objectId: string | null | undefined;
  readonly objectLabel: string | null | undefined;
  readonly objectType: string | null | undefined;
  readonly seq: number;
  readonly userAgent: string | null | undefined;
  readonly " $fragmentType": "AuditEntryRow_entry";
};
export type AuditEntryRow_entry$key = {
  readonly " $data"?: AuditEntryRow_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"AuditEntryRow_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AuditEntryRow_entry",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "seq",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "at",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorKind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorName",
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
      "name": "userAgent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "action",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "objectType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "objectId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "objectLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "detail",
      "storageKey": null
    }
  ],
  "type": "AuditEntry",
  "abstractKey": null
};

(node as any).hash = "7634dce8ef9ef102039079a2cd1cd920";

export default node;
