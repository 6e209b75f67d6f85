import { Box, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Pagination } from '../../../components/Pagination';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { AppList } from './useAppList';

/** The installed apps' table around its rows, with the pages under it and the delete question. */
export function AppTable({ list, children }: { list: AppList; children: ReactNode }) {
  const { t } = useLingui();
  const { pages, pageSize, setPageSize, refetching, deletion, removing } = list;
  const title = deletion.target?.title ?? '';
  return (
    <Box opacity={refetching ? 0.6 : 1} transition="opacity 0.2s">
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={t`Installed apps`} aria-busy={refetching}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Title</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Status</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Doc count</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Platform</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Created by</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Updated at</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {children}
            {list.empty ? (
              <Table.Row>
                <Table.Cell colSpan={7}>
                  <Text color="fg.muted" textAlign="center" py={6}>
                    <Trans>No apps installed yet. Install one from the app store.</Trans>
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : null}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Box mt={3}>
        <Pagination pages={pages} pageSize={pageSize} onPageSizeChange={setPageSize} />
      </Box>
      <ConfirmDialog
        {...deletion.dialog}
        title={t`Delete the app ${title}?`}
        description={t`Its documents leave search and chat at once. This cannot be undone.`}
        confirmLabel={t`Delete`}
        loading={removing}
      />
    </Box>
  );
}
