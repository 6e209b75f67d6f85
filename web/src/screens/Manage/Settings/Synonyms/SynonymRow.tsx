import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { SynonymRow_synonym$key } from '../../../../__generated__/SynonymRow_synonym.graphql';
import { RelativeTime } from '../../../../components/RelativeTime';
import { synonymLabel } from './synonymTerms';

export function SynonymRow({ synonym, onEdit, onDelete }: { synonym: SynonymRow_synonym$key; onEdit: () => void; onDelete: () => void }) {
  const data = useFragment(
    graphql`
      fragment SynonymRow_synonym on Synonym {
        input
        terms
        createdAt
        createdBy {
          displayName
        }
      }
    `,
    synonym,
  );
  const { t } = useLingui();
  const input = data.input;
  const label = synonymLabel(input, data.terms);
  const terms = data.terms.map((term) => (
    <Badge key={term} variant="subtle" colorPalette="brand" textTransform="none" maxW="16rem" whiteSpace="normal" overflowWrap="anywhere">
      {term}
    </Badge>
  ));
  return (
    <Table.Row>
      <Table.Cell>
        <HStack gap={1.5} wrap="wrap" minW="14rem">
          {data.input ? (
            <>
              <Badge variant="outline" textTransform="none" maxW="16rem" whiteSpace="normal" overflowWrap="anywhere">
                {data.input}
              </Badge>
              <Text as="span" color="fg.muted">
                →
              </Text>
            </>
          ) : null}
          {terms}
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <Text fontSize="sm">{data.input ? <Trans>One-way</Trans> : <Trans>Two-way</Trans>}</Text>
        <Text fontSize="xs" color="fg.muted">
          {input ? <Trans>Searching “{input}” also finds these terms.</Trans> : <Trans>Each term finds the others.</Trans>}
        </Text>
      </Table.Cell>
      <Table.Cell>{data.createdBy?.displayName ?? <Text as="span" color="fg.muted">—</Text>}</Table.Cell>
      <Table.Cell>
        <RelativeTime value={data.createdAt} />
      </Table.Cell>
      <Table.Cell textAlign="end">
        <HStack gap={2} justify="end">
          <Button size="xs" variant="outline" aria-label={t`Edit the synonyms “${label}”`} onClick={onEdit}>
            <Trans>Edit</Trans>
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`Delete the synonyms “${label}”`} onClick={onDelete}>
            <Trans>Delete</Trans>
          </Button>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
