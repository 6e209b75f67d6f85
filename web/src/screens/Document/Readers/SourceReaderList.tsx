import { Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { SourceReaderList_document$key } from '../../../__generated__/SourceReaderList_document.graphql';

/** A document's readers at its source, each account beside the member it reads for (or none yet). */
export function SourceReaderList({ document }: { document: SourceReaderList_document$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment SourceReaderList_document on Document {
        sourceReaders {
          principal
          name
          everyone
          group
          accounts {
            externalId
            login
            name
            reader {
              wsUsername
            }
          }
        }
      }
    `,
    document,
  );
  const readers = data.sourceReaders;
  if (readers === null || readers === undefined) return null;
  if (readers.length === 0) return <Text>{t`The source shares this document with no one, so no member reads it.`}</Text>;
  return (
    <List.Root gap={3} variant="plain" aria-label={t`Readers at the source`}>
      {readers.map((reader) => (
        <List.Item key={reader.principal} display="block">
          {reader.everyone ? (
            <Text fontWeight="medium">{t`Everyone in the organisation: every member reads it.`}</Text>
          ) : (
            <Stack gap={1}>
              <ReaderName reader={reader} />
              {reader.accounts.map((account) => (
                <HStack key={account.externalId} gap={2} ps={4} wrap="wrap">
                  <Text>{account.name && account.name !== account.login ? `${account.login ?? account.externalId} (${account.name})` : (account.login ?? account.externalId)}</Text>
                  <Text aria-hidden>→</Text>
                  {account.reader ? <Text>{account.reader.wsUsername}</Text> : <Badge colorPalette="gray">{t`No member`}</Badge>}
                </HStack>
              ))}
            </Stack>
          )}
        </List.Item>
      ))}
    </List.Root>
  );
}

/** A reader as the source names it, with how the source knows it beside a name. */
function ReaderName({ reader }: { reader: { principal: string; name: string | null | undefined; group: boolean } }) {
  const { t } = useLingui();
  const label = reader.name ?? reader.principal;
  return (
    <HStack gap={2} wrap="wrap">
      <Text fontWeight="medium">{reader.group ? t`Group ${label}` : t`Person ${label}`}</Text>
      {reader.name && (
        <Text color="fg.muted" fontSize="sm">
          {reader.principal}
        </Text>
      )}
    </HStack>
  );
}
