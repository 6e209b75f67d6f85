import { Stack, Table, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ShowMore, type LoadsMore } from './ShowMore';

/**
 * A list of a workspace's things as a table: its columns (and then "Actions", unless it has none),
 * the rows (each with its actions), a row saying so when there are none, and "Show more" under it
 * while there are more.
 */
export function ListTable({
  label,
  labelledBy,
  columns,
  actions = true,
  empty,
  emptyHint,
  connection,
  more,
  children,
}: {
  /** The table's accessible name, or the ID of the heading that gives it. */
  label?: string;
  labelledBy?: string;
  /** The columns' headers, "Actions" left out: it is always the last. */
  columns: readonly string[];
  /** Whether the rows have actions (the last column). */
  actions?: boolean;
  /** What the row says when there are no rows; null when there are. */
  empty: ReactNode;
  /** What to do about it, under that. */
  emptyHint?: ReactNode;
  connection: LoadsMore;
  /** How many rows "Show more" loads (its default otherwise). */
  more?: number;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={label} aria-labelledby={labelledBy}>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
              ))}
              {actions ? (
                <Table.ColumnHeader textAlign="end">
                  <Trans>Actions</Trans>
                </Table.ColumnHeader>
              ) : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {children}
            {empty != null ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length + (actions ? 1 : 0)}>
                  <EmptyNote hint={emptyHint}>{empty}</EmptyNote>
                </Table.Cell>
              </Table.Row>
            ) : null}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ShowMore connection={connection} count={more} />
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
