import { Badge, Card, HStack, Stat, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { WorkspaceSummary_workspace$key } from '../../__generated__/WorkspaceSummary_workspace.graphql';

export function WorkspaceSummary({ workspace }: { workspace: WorkspaceSummary_workspace$key }) {
  const data = useFragment(
    graphql`
      fragment WorkspaceSummary_workspace on Workspace {
        name
        version
        memberCount
      }
    `,
    workspace,
  );
  const { t, i18n } = useLingui();
  const versionLabel = {
    FREE: t`Free`,
    TEAM: t`Team`,
    ENTERPRISE: t`Enterprise`,
    ULTIMATE: t`Ultimate`,
  }[data.version];
  return (
    <Card.Root as="section" aria-labelledby="current-workspace">
      <Card.Header>
        <HStack justify="space-between" align="start">
          <Card.Title id="current-workspace" as="h2" overflowWrap="anywhere" minW={0}>
            {data.name}
          </Card.Title>
          <Badge colorPalette="brand" variant="subtle">
            {versionLabel}
          </Badge>
        </HStack>
        <Card.Description>
          <Trans>Your current workspace</Trans>
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stat.Root>
          <Stat.Label>
            <Trans>Members</Trans>
          </Stat.Label>
          <Stat.ValueText>
            <Text as="span" data-testid="member-count">
              {i18n.number(data.memberCount)}
            </Text>
          </Stat.ValueText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
