import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PagedTable } from '../../../components/PagedTable';
import { Pagination } from '../../../components/Pagination';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { AppList } from './useAppList';

/** The installed apps' table around its rows, with the pages under it and the delete question. */
export function AppTable({ list, children }: { list: AppList; children: ReactNode }) {
  const { t } = useLingui();
  const { pages, pageSize, setPageSize, refetching, deletion, removing } = list;
  const title = deletion.target?.title ?? '';
  return (
    <>
      <PagedTable
        label={t`Installed apps`}
        columns={[
          { title: t`Title` },
          { title: t`Status` },
          { title: t`Doc count`, end: true },
          { title: t`Platform` },
          { title: t`Created by` },
          { title: t`Updated at` },
          { title: t`Actions`, end: true },
        ]}
        busy={refetching}
        empty={list.empty ? <Trans>No apps installed yet. Install one from the app store.</Trans> : null}
        pager={<Pagination pages={pages} pageSize={pageSize} onPageSizeChange={setPageSize} />}
      >
        {children}
      </PagedTable>
      <ConfirmDialog
        {...deletion.dialog}
        title={t`Delete the app ${title}?`}
        description={t`Its documents leave search and chat at once. This cannot be undone.`}
        confirmLabel={t`Delete`}
        loading={removing}
        loadingText={t`Deleting…`}
      />
    </>
  );
}
