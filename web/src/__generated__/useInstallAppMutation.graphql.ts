/**
 * @generated SignedSource<<01412f9710f9932f766e1ad18033e167>>
 * @relayHash 90ba3ae8fdb102cbcab3142b983c5fd6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 90ba3ae8fdb102cbcab3142b983c5fd6

import { ConcreteRequest } from 'relay-runtime';
export type AppScope = "PERSONAL" | "WORKSPACE";
export type AuthType = "NONE" | "OAUTH" | "TOKEN";
export type DataPermission = "ALL_MEMBERS" | "AS_IN_SOURCE" | "SPECIFIED_ROLES";
export type ProtectedPermission = "ALL_MEMBERS" | "MATCH_APP" | "PRIVATE" | "PUBLIC";
export type RoleScope = "MATCH_DATA_SOURCE" | "ONLY_SPECIFIED_ROLE";
export type AppInput = {
  authType?: AuthType | null | undefined;
  autoSync?: boolean | null | undefined;
  credentials?: any | null | undefined;
  dataPermission?: DataPermission | null | undefined;
  protectedPermission?: ProtectedPermission | null | undefined;
  roleIds?: ReadonlyArray<string> | null | undefined;
  roleScope?: RoleScope | null | undefined;
  settings?: any | null | undefined;
  title?: string | null | undefined;
};
export type useInstallAppMutation$variables = {
  connectorKey: string;
  input: AppInput;
  scope: AppScope;
};
export type useInstallAppMutation$data = {
  readonly installApp: {
    readonly __typename: string;
    readonly app?: {
      readonly id: string;
    };
    readonly message?: string;
    readonly problems?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
  };
};
export type useInstallAppMutation = {
  response: useInstallAppMutation$data;
  variables: useInstallAppMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connectorKey"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "scope"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "connectorKey",
        "variableName": "connectorKey"
      },
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      },
      {
        "kind": "Variable",
        "name": "scope",
        "variableName": "scope"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "installApp",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "App",
            "kind": "LinkedField",
            "name": "app",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "AppPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldProblem",
            "kind": "LinkedField",
            "name": "problems",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v3/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useInstallAppMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useInstallAppMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "90ba3ae8fdb102cbcab3142b983c5fd6",
    "metadata": {},
    "name": "useInstallAppMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "cdff2c8e48c02e015cbe20adb277061e";

export default node;
