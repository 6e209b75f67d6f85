import { Badge, HStack, Stack, Table } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { MemberRow_member$key } from '../../../__generated__/MemberRow_member.graphql';
import { TruncatedText } from '../../../components/TruncatedText';
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
        rolesThroughSourceGroups {
          roleName
          groupPrincipal
          groupName
        }
        joinedAt
        dingTalkStaffId
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
        <Stack gap={0} maxW="14rem">
          <TruncatedText focusable fontWeight="medium">
            {name}
          </TruncatedText>
          {data.wsUsername !== name ? (
            <TruncatedText focusable fontSize="xs" color="fg.muted">
              {data.wsUsername}
            </TruncatedText>
          ) : null}
        </Stack>
      </Table.Cell>
      <Table.Cell>
        <TruncatedText focusable maxW="16rem">
          {data.email ?? '—'}
        </TruncatedText>
      </Table.Cell>
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
          {data.rolesThroughSourceGroups.map((held) => {
            const group = held.groupName ?? held.groupPrincipal;
            // Held through the source, not granted here: told apart, with the group that gives it.
            return (
              <Badge key={`${held.roleName}:${held.groupPrincipal}`} variant="subtle" title={t`Held as one of the people of ${group}`}>
                {held.roleName} · {group}
              </Badge>
            );
          })}
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <time dateTime={data.joinedAt}>{i18n.date(new Date(data.joinedAt), { dateStyle: 'medium' })}</time>
      </Table.Cell>
      <Table.Cell textAlign="end">
        <MemberActions
          member={{ id: data.id, wsUserType: data.wsUserType }}
          name={name}
          staffId={data.dingTalkStaffId ?? null}
          viewer={viewer}
          connections={connections}
          onChanged={onChanged}
        />
      </Table.Cell>
    </Table.Row>
  );
}
