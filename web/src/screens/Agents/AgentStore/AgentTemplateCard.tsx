import { Button, Card, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { AgentTemplateCard_template$key } from '../../../__generated__/AgentTemplateCard_template.graphql';

/** A built-in agent of the store: who it is, and a button to install it. */
export function AgentTemplateCard({
  template,
  installing,
  onInstall,
}: {
  template: AgentTemplateCard_template$key;
  installing: boolean;
  onInstall: (templateKey: string) => void;
}) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment AgentTemplateCard_template on AgentTemplate {
        key
        name
        description
        avatar
        scopedToApps
      }
    `,
    template,
  );
  return (
    <Card.Root as="article" aria-labelledby={`agent-${data.key}`}>
      <Card.Body>
        <HStack gap={3} align="start">
          <Image src={data.avatar} alt="" boxSize="10" borderRadius="full" flexShrink={0} />
          <Stack gap={1} minW={0}>
            <Card.Title id={`agent-${data.key}`} as="h2" overflowWrap="anywhere">
              {data.name}
            </Card.Title>
            <Text fontSize="sm" color="fg.muted">
              {data.description}
            </Text>
            {data.scopedToApps ? (
              <Text fontSize="xs" color="fg.muted">
                <Trans>Choose its apps after installing it; it is off until then.</Trans>
              </Text>
            ) : null}
          </Stack>
        </HStack>
      </Card.Body>
      <Card.Footer>
        <Button size="sm" colorPalette="brand" loading={installing} onClick={() => onInstall(data.key)} aria-label={t`Install ${data.name}`}>
          <Trans>Install</Trans>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
