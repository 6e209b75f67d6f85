import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { MemberRow_member$key } from '../../../__generated__/MemberRow_member.graphql';
import { MemberActions, type Acting } from './MemberActions';

export function MemberRow({
  member,
  viewer,
  connections,
  onChanged,
}: {
  member: MemberRow_member$key;
  viewer: Acting;
  connections: string[];
  onChanged: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment MemberRow_member on Member {
        id
        wsUsername
        email
        phone
        wsUserType
        roleNames
        joinedAt
        user {
          displayName
        }
      }
    `,
    member,
  );
  const { t, i18n } = useLingui();
  const type = {
    MEMBER: { label: t`Member`, palette: 'gray' },
    ADMIN: { label: t`Admin`, palette: 'blue' },
    CREATOR: { label: t`Creator`, palette: 'brand' },
  }[data.wsUserType];
  const name = data.user.displayName;
  return (
    // As tall as a row with its menu button, so rows without one line up.
    <Table.Row height="12">
      <Table.Cell>
        <Stack gap={0}>
          <Text fontWeight="medium">{name}</Text>
          {data.wsUsername !== name ? (
            <Text fontSize="xs" color="fg.muted">
              {data.wsUsername}
            </Text>
          ) : null}
        </Stack>
      </Table.Cell>
      <Table.Cell>{data.email ?? '—'}</Table.Cell>
      <Table.Cell>{data.phone ?? '—'}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={type.palette} variant="subtle">
          {type.label}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        <HStack gap={1} wrap="wrap">
          {data.roleNames.map((role) => (
            <Badge key={role} variant="outline">
              {role}
            </Badge>
          ))}
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <time dateTime={data.joinedAt}>{i18n.date(new Date(data.joinedAt), { dateStyle: 'medium' })}</time>
      </Table.Cell>
      <Table.Cell textAlign="end">
        <MemberActions
          member={{ id: data.id, wsUserType: data.wsUserType }}
          name={name}
          viewer={viewer}
          connections={connections}
          onChanged={onChanged}
        />
      </Table.Cell>
    </Table.Row>
  );
}
