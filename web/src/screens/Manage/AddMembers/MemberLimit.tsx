import { HStack, Stack, Stat, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { MemberLimit_workspace$key } from '../../../__generated__/MemberLimit_workspace.graphql';

/** Members now, the version's limit, and how many more may still be added. */
export function MemberLimit({ workspace }: { workspace: MemberLimit_workspace$key }) {
  const data = useFragment(
    graphql`
      fragment MemberLimit_workspace on Workspace {
        memberCount
        memberLimit
        invitableCount
      }
    `,
    workspace,
  );
  const { i18n } = useLingui();
  return (
    <HStack gap={8} wrap="wrap" borderWidth="1px" borderRadius="md" p={4}>
      <Stat.Root>
        <Stat.Label>
          <Trans>Members</Trans>
        </Stat.Label>
        <Stat.ValueText data-testid="member-count">{i18n.number(data.memberCount)}</Stat.ValueText>
      </Stat.Root>
      <Stat.Root>
        <Stat.Label>
          <Trans>Member limit</Trans>
        </Stat.Label>
        <Stat.ValueText data-testid="member-limit">{i18n.number(data.memberLimit)}</Stat.ValueText>
      </Stat.Root>
      <Stack gap={1}>
        <Stat.Root>
          <Stat.Label>
            <Trans>Can still be added</Trans>
          </Stat.Label>
          <Stat.ValueText data-testid="invitable-count">{i18n.number(data.invitableCount)}</Stat.ValueText>
        </Stat.Root>
        {/* Outside the stat: its root is a description list, which holds only terms and values. */}
        <Text fontSize="sm" color="fg.muted">
          <Trans>People added by address count until they sign in.</Trans>
        </Text>
      </Stack>
    </HStack>
  );
}
