/**
 * @generated SignedSource<<1d55de88330420d4fbe95689cb12622c>>
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
    readonly name: string | null | undefined;
    readonly principal: string;
  }> | null | undefined;
  readonly " $fragmentType": "SourceReaderList_document";
};
export type SourceReaderList_document$key = {
  readonly " $data"?: SourceReaderList_document$data;
  readonly " $fragmentSpreads": FragmentRefs<"SourceReaderList_document">;
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
        (v0/*:: as any*/),
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
            (v0/*:: as any*/),
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
})();

(node as any).hash = "f4d40ff1f24f86d6b7179e2668ad23b6";

export default node;
