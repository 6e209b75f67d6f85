import { Link, Stack, Table, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';

/** The table's one row when it lists no account: none of this source, or none met by any sync yet. */
export function NoSourceAccounts({ filtered, columns }: { filtered: boolean; columns: number }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={columns}>
        <Stack gap={1} align="center" textAlign="center" py={6} color="fg.muted">
          {filtered ? (
            <Text>
              <Trans>No sync has met an account of this source yet.</Trans>
            </Text>
          ) : (
            <>
              <Text>
                <Trans>No sync has met an account at a source yet.</Trans>
              </Text>
              <Text>
                <Trans>
                  Install a GitHub, Yuque or Feishu app whose data permission is “As in the source” from the{' '}
                  <Link asChild colorPalette="brand" variant="underline">
                    <RouterLink to="/manage/datasources/appStore">app store</RouterLink>
                  </Link>
                  : its syncs list the accounts that read its documents.
                </Trans>
              </Text>
            </>
          )}
        </Stack>
      </Table.Cell>
    </Table.Row>
  );
}
