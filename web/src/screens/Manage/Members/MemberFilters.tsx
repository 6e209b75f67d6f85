import { Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { MemberFilters_workspace$key } from '../../../__generated__/MemberFilters_workspace.graphql';
import type { WsUserType } from './MemberActions';

export type MemberFilterInput = { search: string; wsUserType: WsUserType | null; roleId: string | null };

/** Search by name, e-mail or phone; narrow by type (on the all-members page) and by custom role. */
export function MemberFilters({
  workspace,
  value,
  onChange,
  showType,
}: {
  workspace: MemberFilters_workspace$key;
  value: MemberFilterInput;
  onChange: (next: MemberFilterInput) => void;
  showType: boolean;
}) {
  const data = useFragment(
    graphql`
      fragment MemberFilters_workspace on Workspace {
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
    <HStack gap={3} align="end" wrap="wrap">
      <Field.Root width={{ base: 'full', md: '72' }}>
        <Field.Label>
          <Trans>Search members</Trans>
        </Field.Label>
        <Input
          type="search"
          value={value.search}
          placeholder={t`Name, e-mail or phone`}
          onChange={(e) => onChange({ ...value, search: e.target.value })}
        />
      </Field.Root>
      {showType ? (
        <Field.Root width="auto">
          <Field.Label>
            <Trans>Type</Trans>
          </Field.Label>
          <NativeSelect.Root size="md" width="40">
            <NativeSelect.Field
              value={value.wsUserType ?? ''}
              onChange={(e) => onChange({ ...value, wsUserType: (e.target.value || null) as WsUserType | null })}
            >
              <option value="">{t`All types`}</option>
              <option value="MEMBER">{t`Member`}</option>
              <option value="ADMIN">{t`Admin`}</option>
              <option value="CREATOR">{t`Creator`}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
      <Field.Root width="auto">
        <Field.Label>
          <Trans>Role</Trans>
        </Field.Label>
        <NativeSelect.Root size="md" width="48">
          <NativeSelect.Field value={value.roleId ?? ''} onChange={(e) => onChange({ ...value, roleId: e.target.value || null })}>
            <option value="">{t`All roles`}</option>
            {data.roles.edges.map(({ node }) => (
              <option key={node.id} value={node.id}>
                {node.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </HStack>
  );
}
