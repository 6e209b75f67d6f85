import { Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AuditLogList_workspace$key } from '../../../../__generated__/AuditLogList_workspace.graphql';
import type { AuditLogListPaginationQuery } from '../../../../__generated__/AuditLogListPaginationQuery.graphql';
import { ShowMore } from '../../../../components/ShowMore';
import { AuditEntryRow } from './AuditEntryRow';

/** The entries the filter lets through, newest first, 20 at a time. */
export function AuditLogList({ workspace, filtered }: { workspace: AuditLogList_workspace$key; filtered: boolean }) {
  const { data, ...connection } = usePaginationFragment<AuditLogListPaginationQuery, AuditLogList_workspace$key>(
    graphql`
      fragment AuditLogList_workspace on Workspace
      @refetchable(queryName: "AuditLogListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, filter: { type: "AuditFilter" }) {
        auditLog(filter: $filter, first: $count, after: $cursor) @connection(key: "AuditLogList_auditLog") {
          edges {
            node {
              id
              ...AuditEntryRow_entry
            }
          }
        }
      }
    `,
    workspace,
  );
  const { t } = useLingui();
  const edges = data.auditLog.edges;
  const columns = [t`Time`, t`Who`, t`Action`, t`Object`, t`From`, t`Details`];
  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={t`Audit log`}>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {edges.map(({ node }) => (
              <AuditEntryRow key={node.id} entry={node} />
            ))}
            {edges.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length}>
                  <Text color="fg.muted" textAlign="center" py={6}>
                    {filtered ? <Trans>No entries match.</Trans> : <Trans>Nothing has been recorded yet.</Trans>}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : null}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ShowMore connection={connection} />
    </>
  );
}
