/**
 * @generated SignedSource<<a738dbf7149188b2eab7f750f81843ab>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecentDocuments_query$data = {
  readonly documents: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly app: {
          readonly title: string;
        };
        readonly downloadUrl: string | null | undefined;
        readonly id: string;
        readonly title: string;
        readonly updatedAt: string;
        readonly url: string | null | undefined;
      };
    }>;
  };
  readonly " $fragmentType": "RecentDocuments_query";
};
export type RecentDocuments_query$key = {
  readonly " $data"?: RecentDocuments_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecentDocuments_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecentDocuments_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 5
        }
      ],
      "concreteType": "QueryDocumentsConnection",
      "kind": "LinkedField",
      "name": "documents",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "QueryDocumentsConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Document",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                (v0/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "url",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "downloadUrl",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "updatedAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "App",
                  "kind": "LinkedField",
                  "name": "app",
                  "plural": false,
                  "selections": [
                    (v0/*:: as any*/)
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
      "storageKey": "documents(first:5)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "7375c6628ee79ee5152eff231a2cea24";

export default node;
