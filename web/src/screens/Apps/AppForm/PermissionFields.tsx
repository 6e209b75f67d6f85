import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { PermissionFields_workspace$key } from '../../../__generated__/PermissionFields_workspace.graphql';
import type { AppFormValues, DataPermission, ProtectedPermission, RoleScope } from './appFormValues';
import { ChoiceField } from './ChoiceField';
import { RolePicker } from './RolePicker';

type Permissions = Pick<AppFormValues, 'dataPermission' | 'roleIds' | 'roleScope' | 'protectedPermission'>;

/**
 * Who sees a workspace app's documents: everyone, some roles, or, where the connector tells who
 * reads each item, those its source shares it with; and what restricted ones do.
 */
export function PermissionFields({
  workspace,
  connectorKey,
  sourcePermissions,
  value,
  onChange,
  errors,
}: {
  workspace: PermissionFields_workspace$key;
  connectorKey: string;
  /** Whether the connector tells who reads each item at its source. */
  sourcePermissions: boolean;
  value: Permissions;
  onChange: (next: Partial<Permissions>) => void;
  errors: Record<string, string>;
}) {
  const data = useFragment(
    graphql`
      fragment PermissionFields_workspace on Workspace {
        roles(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    workspace,
  );
  const { t } = useLingui();
  return (
    <Stack gap={5}>
      <ChoiceField<DataPermission>
        label={t`Data permission`}
        choices={[
          { value: 'ALL_MEMBERS', label: t`All members` },
          { value: 'SPECIFIED_ROLES', label: t`Specified roles` },
          ...(sourcePermissions || value.dataPermission === 'AS_IN_SOURCE' ? [{ value: 'AS_IN_SOURCE' as const, label: t`As in the source` }] : []),
        ]}
        value={value.dataPermission}
        onChange={(dataPermission) => onChange({ dataPermission })}
        error={errors.dataPermission}
      />
      {value.dataPermission === 'AS_IN_SOURCE' ? (
        <Text fontSize="sm" color="fg.muted">
          {t`Each document is read only by the members its source shares it with, admins included: their accounts at the source are matched by e-mail address or linked by an admin.`}
        </Text>
      ) : null}
      {connectorKey === 'notion' ? (
        <Text fontSize="sm" color="fg.muted">
          {t`Notion’s API does not tell who may read each page: this app’s documents follow the permission chosen here.`}
        </Text>
      ) : null}
      {value.dataPermission === 'SPECIFIED_ROLES' ? (
        <Stack gap={5} ps={4} borderStartWidth="2px" borderColor="border.muted">
          <RolePicker
            label={t`Roles`}
            roles={data.roles.edges.map(({ node }) => ({ id: node.id, name: node.name }))}
            value={value.roleIds}
            onChange={(roleIds) => onChange({ roleIds })}
            error={errors.roleIds}
          />
          <ChoiceField<RoleScope>
            label={t`Role scope`}
            choices={[
              { value: 'MATCH_DATA_SOURCE', label: t`Match data source` },
              { value: 'ONLY_SPECIFIED_ROLE', label: t`Only specified role` },
            ]}
            value={value.roleScope}
            onChange={(roleScope) => onChange({ roleScope })}
            error={errors.roleScope}
          />
        </Stack>
      ) : null}
      <ChoiceField<ProtectedPermission>
        label={t`Protected-document permission`}
        choices={[
          { value: 'PRIVATE', label: t`Private` },
          { value: 'MATCH_APP', label: t`Match the app’s permission` },
          { value: 'ALL_MEMBERS', label: t`Visible to all product members` },
          { value: 'PUBLIC', label: t`Public on the internet` },
        ]}
        value={value.protectedPermission}
        onChange={(protectedPermission) => onChange({ protectedPermission })}
        error={errors.protectedPermission}
      />
    </Stack>
  );
}
