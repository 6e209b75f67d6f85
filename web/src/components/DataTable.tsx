import { Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A column's header: its words; numbers are aligned at the end; an actions column's words may be for screen readers only. */
export type Column = { title: string; end?: boolean; hidden?: boolean };

/**
 * A table's frame, as every list and report draws it: the headers, the rows, and a row saying so
 * (with what to do about it, if anything) when there are none. Busy to assistive technology while
 * new rows are on their way. How more rows come (a pager, "Show more") is the caller's.
 */
export function DataTable({
  label,
  labelledBy,
  columns,
  busy = false,
  empty,
  emptyHint,
  children,
}: {
  /** The table's accessible name, or the ID of the heading that gives it. */
  label?: string;
  labelledBy?: string;
  columns: readonly Column[];
  busy?: boolean;
  /** What the row says when there are no rows; null when there are. */
  empty: ReactNode;
  /** What to do about it, under that. */
  emptyHint?: ReactNode;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-label={label} aria-labelledby={labelledBy} aria-busy={busy || undefined}>
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
                <EmptyNote hint={emptyHint}>{empty}</EmptyNote>
              </Table.Cell>
            </Table.Row>
          ) : null}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function EmptyNote({ hint, children }: { hint?: ReactNode; children: ReactNode }) {
  if (!hint) {
    return (
      <Text color="fg.muted" textAlign="center" py={6}>
        {children}
      </Text>
    );
  }
  return (
    <Stack gap={1} align="center" textAlign="center" py={6}>
      <Text fontWeight="medium">{children}</Text>
      <Text color="fg.muted" fontSize="sm">
        {hint}
      </Text>
    </Stack>
  );
}
