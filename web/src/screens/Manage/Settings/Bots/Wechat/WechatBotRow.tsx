import { Badge, Button, HStack, Link, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { WechatBotRow_bot$key } from '../../../../../__generated__/WechatBotRow_bot.graphql';

export function WechatBotRow({ bot, onDelete }: { bot: WechatBotRow_bot$key; onDelete: () => void }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment WechatBotRow_bot on WechatBot {
        id
        name
        appId
        originId
        active
        agent {
          name
        }
      }
    `,
    bot,
  );
  const name = data.name;
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium">
        <Link asChild color="brand.fg">
          <RouterLink to={`/manage/settings/wechat/edit/${encodeURIComponent(data.id)}`}>{name}</RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell>{data.originId || <Text as="span" color="fg.muted">—</Text>}</Table.Cell>
      <Table.Cell>{data.appId || <Text as="span" color="fg.muted">—</Text>}</Table.Cell>
      <Table.Cell>{data.agent?.name ?? t`General assistant`}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={data.active ? 'green' : 'gray'} variant="subtle">
          {data.active ? t`Active` : t`Inactive`}
        </Badge>
      </Table.Cell>
      <Table.Cell textAlign="end">
        <HStack justify="end" gap={1}>
          <Button asChild size="xs" variant="ghost">
            <RouterLink to={`/manage/settings/wechat/edit/${encodeURIComponent(data.id)}`} aria-label={t`Edit ${name}`}>
              <Trans>Edit</Trans>
            </RouterLink>
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`Delete ${name}`} onClick={onDelete}>
            <Trans>Delete</Trans>
          </Button>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
