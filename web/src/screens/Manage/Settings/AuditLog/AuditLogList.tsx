import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AuditLogList_workspace$key } from '../../../../__generated__/AuditLogList_workspace.graphql';
import type { AuditLogListPaginationQuery } from '../../../../__generated__/AuditLogListPaginationQuery.graphql';
import { ListTable } from '../../../../components/ListTable';
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
  return (
    <ListTable
      label={t`Audit log`}
      columns={[t`Time`, t`Who`, t`Action`, t`Object`, t`From`, t`Details`]}
      actions={false}
      empty={edges.length > 0 ? null : filtered ? <Trans>No entries match.</Trans> : <Trans>Nothing has been recorded yet.</Trans>}
      connection={connection}
    >
      {edges.map(({ node }) => (
        <AuditEntryRow key={node.id} entry={node} />
      ))}
    </ListTable>
  );
}
