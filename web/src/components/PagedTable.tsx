import { Box, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A column's header: its words; numbers are aligned at the end; an actions column's words are for screen readers only. */
export type PagedColumn = { title: string; end?: boolean; hidden?: boolean };

/**
 * A table of one page of a list at a time: its headers, the rows, a row saying so when there are
 * none, dimmed (and busy to assistive technology) while a new page or filter loads, and the
 * pager under it.
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
  columns: readonly PagedColumn[];
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
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={label} aria-busy={busy}>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader key={column.title} textAlign={column.end ? 'end' : undefined}>
                  {column.hidden ? <VisuallyHidden>{column.title}</VisuallyHidden> : column.title}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {children}
            {empty != null ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length}>
                  <Text color="fg.muted" textAlign="center" py={6}>
                    {empty}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : null}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Box mt={3}>{pager}</Box>
    </Box>
  );
}
