import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DataTable } from './DataTable';
import { ShowMore, type LoadsMore } from './ShowMore';

/**
 * A list of a workspace's things as a table (`DataTable`): its columns and then "Actions", unless
 * it has none, the rows (each with its actions), and "Show more" under it while there are more.
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
  const { t } = useLingui();
  const headers = columns.map((title) => ({ title }));
  return (
    <>
      <DataTable
        label={label}
        labelledBy={labelledBy}
        columns={actions ? [...headers, { title: t`Actions`, end: true }] : headers}
        empty={empty}
        emptyHint={emptyHint}
      >
        {children}
      </DataTable>
      <ShowMore connection={connection} count={more} />
    </>
  );
}
