import { Button, HStack, Table, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { RoleRow_role$key } from '../../../__generated__/RoleRow_role.graphql';
import { TruncatedText } from '../../../components/TruncatedText';

const NAMES_SHOWN = 5;

export function RoleRow({ role, onEdit, onDelete }: { role: RoleRow_role$key; onEdit: () => void; onDelete: () => void }) {
  const data = useFragment(
    graphql`
      fragment RoleRow_role on Role {
        name
        description
        members {
          wsUsername
        }
        sourceGroup {
          principal
          name
        }
      }
    `,
    role,
  );
  const { t } = useLingui();
  const count = data.members.length;
  const more = count - NAMES_SHOWN;
  const names = data.members
    .slice(0, NAMES_SHOWN)
    .map((member) => member.wsUsername)
    .join(', ');
  const name = data.name;
  const groupName = data.sourceGroup?.name ?? data.sourceGroup?.principal ?? '';
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">
        <TruncatedText focusable maxW="12rem">
          {name}
        </TruncatedText>
      </Table.Cell>
      <Table.Cell color={data.description ? undefined : 'fg.muted'}>
        {/* Up to 200 characters: on as many lines as they take, in a column of its own width. */}
        <Text minW="12rem" maxW="24rem" whiteSpace="normal" overflowWrap="anywhere">
          {data.description || '—'}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Text>{plural(count, { one: '# member', other: '# members' })}</Text>
        {count > 0 ? (
          <Text fontSize="xs" color="fg.muted" data-testid="role-member-names" maxW="24rem" whiteSpace="normal" overflowWrap="anywhere">
            {more > 0 ? t`${names} and ${more} more` : names}
          </Text>
        ) : null}
        {data.sourceGroup ? (
          <Text fontSize="xs" color="fg.muted" maxW="24rem" whiteSpace="normal" overflowWrap="anywhere">
            <Trans>and the people of {groupName}</Trans>
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <HStack gap={2} justify="end">
          <Button size="xs" variant="outline" aria-label={t`Edit ${name}`} onClick={onEdit}>
            <Trans>Edit</Trans>
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`Delete ${name}`} onClick={onDelete}>
            <Trans>Delete</Trans>
          </Button>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
