import { Stack, Table, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ShowMore, type LoadsMore } from './ShowMore';

/**
 * A list of a workspace's things as a table: its columns and then "Actions", the rows (each with its
 * actions), a row saying so when there are none, and "Show more" under it while there are more.
 */
export function ListTable({
  label,
  columns,
  empty,
  emptyHint,
  connection,
  children,
}: {
  /** The table's accessible name. */
  label?: string;
  /** The columns' headers, "Actions" left out: it is always the last. */
  columns: readonly string[];
  /** What the row says when there are no rows; null when there are. */
  empty: ReactNode;
  /** What to do about it, under that. */
  emptyHint?: ReactNode;
  connection: LoadsMore;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={label}>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
              ))}
              <Table.ColumnHeader textAlign="end">
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {children}
            {empty != null ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length + 1}>
                  <EmptyNote hint={emptyHint}>{empty}</EmptyNote>
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
