import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { AuditLogScreenQuery$data } from '../../../../__generated__/AuditLogScreenQuery.graphql';
import { AuditChainCheck } from './AuditChainCheck';
import { auditExportHref, auditFilterParams, auditFilterValuesOf, isFiltered, type AuditFilterValues } from './auditFilter';
import { AuditFilters } from './AuditFilters';
import { AuditLogList } from './AuditLogList';

export const auditLogScreenQuery = graphql`
  query AuditLogScreenQuery($filter: AuditFilter) {
    viewer {
      currentWorkspace {
        ...AuditLogList_workspace @arguments(filter: $filter)
      }
    }
  }
`;

/**
 * What was done in the workspace that bears on its security, by whom and from where, for its
 * admins: filtered (the filter is in the address, so a view can be linked), downloaded as it is
 * filtered, and its chain checked for entries changed or removed since.
 */
export function AuditLogScreen({ data }: { data: AuditLogScreenQuery$data }) {
  const [params, setParams] = useSearchParams();
  const workspace = data.viewer?.currentWorkspace;
  if (!workspace) return null;
  const filter = auditFilterValuesOf(params);
  const apply = (next: AuditFilterValues) => setParams(auditFilterParams(next));
  return (
    <Stack gap={6}>
      <HStack justify="space-between" align="start" gap={4} wrap="wrap">
        <Stack gap={1} maxW="3xl">
          <Heading as="h1" size="xl">
            <Trans>Audit log</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>
              Who changed what in this workspace, when and from where: members, roles, invitations, access tokens, apps and source
              accounts. Entries are never changed: each is chained to the one before it, so that a change would show.
            </Trans>
          </Text>
        </Stack>
        <HStack gap={2} wrap="wrap">
          <Button asChild variant="outline" size="sm">
            <a href={auditExportHref('csv', filter)} download>
              <Trans>Export CSV</Trans>
            </a>
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={auditExportHref('jsonl', filter)} download>
              <Trans>Export JSON Lines</Trans>
            </a>
          </Button>
        </HStack>
      </HStack>
      {/* Keyed by the address: going back to another filter shows that filter in the form. */}
      <AuditFilters key={params.toString()} value={filter} onApply={apply} />
      <AuditChainCheck />
      <AuditLogList workspace={workspace} filtered={isFiltered(filter)} />
    </Stack>
  );
}
