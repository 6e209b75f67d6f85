import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DataTable, type Column } from './DataTable';

/**
 * A table of one page of a list at a time: the table (`DataTable`), dimmed while a new page or
 * filter loads, and the pager under it.
 */
export function PagedTable({
  label,
  columns,
  busy = false,
  empty,
  pager,
  children,
}: {
  /** The table's accessible name. */
  label: string;
  columns: readonly Column[];
  /** Whether a new page or filter is on its way. */
  busy?: boolean;
  /** What the row says when there are no rows; null when there are. */
  empty: ReactNode;
  /** The `Pagination` under the table. */
  pager: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box opacity={busy ? 0.6 : 1} transition="opacity 0.2s">
      <DataTable label={label} columns={columns} busy={busy} empty={empty}>
        {children}
      </DataTable>
      <Box mt={3}>{pager}</Box>
    </Box>
  );
}
