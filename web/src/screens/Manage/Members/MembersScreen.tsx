import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { MembersScreenQuery$data } from '../../../__generated__/MembersScreenQuery.graphql';
import { DEFAULT_PAGE_SIZE } from '../../../components/Pagination';
import { useDebounce } from '../../../hooks/useDebounce';
import { MemberFilters, type MemberFilterInput } from './MemberFilters';
import { MemberTable } from './MemberTable';

export const membersScreenQuery = graphql`
  query MembersScreenQuery($wsUserType: WorkspaceUserType, $withCreator: Boolean!) {
    viewer {
      currentMember {
        id
        wsUserType
      }
      currentWorkspace {
        ...MemberFilters_workspace
        ...MemberTable_workspace @arguments(wsUserType: $wsUserType, withCreator: $withCreator)
      }
    }
  }
`;

/** Which members a page lists: everyone, or the admins (with the creator). */
export type MemberScope = 'all' | 'admins';

export const scopeVariables = (scope: MemberScope) =>
  scope === 'admins' ? { wsUserType: 'ADMIN' as const, withCreator: true } : { wsUserType: null, withCreator: false };

export function MembersScreen({ data, scope }: { data: MembersScreenQuery$data; scope: MemberScope }) {
  const [filter, setFilter] = useState<MemberFilterInput>({ search: '', wsUserType: scopeVariables(scope).wsUserType, roleId: null });
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const search = useDebounce(filter.search.trim());
  const workspace = data.viewer?.currentWorkspace;
  const viewer = data.viewer?.currentMember;
  if (!workspace || !viewer) return null;
  return (
    <Stack gap={5}>
      <Stack gap={1}>
        <Heading as="h1" size="xl">
          {scope === 'admins' ? <Trans>Admins</Trans> : <Trans>All members</Trans>}
        </Heading>
        <Text color="fg.muted">
          {scope === 'admins' ? (
            <Trans>The creator and the admins manage this workspace.</Trans>
          ) : (
            <Trans>Everyone in this workspace.</Trans>
          )}
        </Text>
      </Stack>
      <MemberFilters workspace={workspace} value={filter} onChange={setFilter} showType={scope === 'all'} />
      <MemberTable
        workspace={workspace}
        filter={{ search, wsUserType: filter.wsUserType, roleId: filter.roleId }}
        pageSize={pageSize}
        onPageSizeChange={setPageSize}
        viewer={{ id: viewer.id, wsUserType: viewer.wsUserType }}
      />
    </Stack>
  );
}
