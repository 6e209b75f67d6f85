/**
 * @generated SignedSource<<f36248033f3487b72a5b2462cbf4956a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SourceReaderList_document$data = {
  readonly sourceReaders: ReadonlyArray<{
    readonly accounts: ReadonlyArray<{
      readonly externalId: string;
      readonly login: string | null | undefined;
      readonly name: string | null | undefined;
      readonly reader: {
        readonly wsUsername: string;
      } | null | undefined;
    }>;
    readonly everyone: boolean;
    readonly group: boolean;
    readonly principal: string;
  }> | null | undefined;
  readonly " $fragmentType": "SourceReaderList_document";
};
export type SourceReaderList_document$key = {
  readonly " $data"?: SourceReaderList_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"SourceReaderList_document">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SourceReaderList_document",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SourceReader",
      "kind": "LinkedField",
      "name": "sourceReaders",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "principal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "everyone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "group",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SourceAccount",
          "kind": "LinkedField",
          "name": "accounts",
          "plural": true,
          "selections": [
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
              "concreteType": "Member",
              "kind": "LinkedField",
              "name": "reader",
              "plural": false,
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
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Document",
  "abstractKey": null
};

(node as any).hash = "744dd54e0aa508fc809eb49cf9c313a0";

export default node;
