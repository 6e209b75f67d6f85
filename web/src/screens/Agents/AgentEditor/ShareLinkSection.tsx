import { Button, Heading, HStack, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ShareLinkSection_agent$key } from '../../../__generated__/ShareLinkSection_agent.graphql';
import { CopyButton } from '../../../components/CopyButton';
import { toaster } from '../../../components/ui/toaster';
import { EmbedSection } from './EmbedSection';
import { useRegenerateAgentShareLinkMutation } from './useRegenerateAgentShareLinkMutation';
import { useUpdateAgentShareLinkMutation } from './useUpdateAgentShareLinkMutation';

/**
 * A workspace agent's public chat link: on or off, its address to copy, and a new address when
 * the old one went too far. Visitors are answered only from documents public on the internet.
 */
export function ShareLinkSection({ agent }: { agent: ShareLinkSection_agent$key }) {
  const { t } = useLingui();
  const headingId = useId();
  const data = useFragment(
    graphql`
      fragment ShareLinkSection_agent on Agent {
        id
        ...EmbedSection_agent
        shareLink {
          enabled
          url
        }
      }
    `,
    agent,
  );
  const [update, updating] = useUpdateAgentShareLinkMutation();
  const [regenerate, regenerating] = useRegenerateAgentShareLinkMutation();
  const link = data.shareLink;
  if (!link) return null;

  const toggle = async (enabled: boolean) => {
    const { message } = await update(data.id, enabled);
    if (message) toaster.error({ title: message });
  };
  const renew = async () => {
    const { message } = await regenerate(data.id);
    if (message) toaster.error({ title: message });
    else toaster.success({ title: t`New link made; the old one no longer works` });
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap={3} borderWidth="1px" borderRadius="md" p={4}>
      <Heading as="h2" size="md" id={headingId}>
        <Trans>Public chat link</Trans>
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        <Trans>
          Anyone with the link can chat with this agent without signing in. Answers use only documents of apps public on the internet, and each
          question uses one of the workspace’s chats.
        </Trans>
      </Text>
      <Switch.Root checked={link.enabled} disabled={updating} onCheckedChange={(e) => void toggle(e.checked)} colorPalette="brand">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>
          <Trans>Share by link</Trans>
        </Switch.Label>
      </Switch.Root>
      {link.url ? (
        <Stack gap={2}>
          <HStack wrap="wrap">
            <Input readOnly value={link.url} aria-label={t`Public chat link`} flex="1" minW="16rem" data-testid="share-link" />
            <CopyButton value={link.url} />
            <Button size="sm" variant="outline" loading={regenerating} loadingText={t`Regenerating…`} onClick={() => void renew()}>
              <Trans>New link</Trans>
            </Button>
          </HStack>
          {link.enabled ? null : (
            <Text fontSize="sm" color="fg.muted">
              <Trans>The link is off: whoever opens it is told the chat is not available.</Trans>
            </Text>
          )}
        </Stack>
      ) : null}
      <EmbedSection agent={data} />
    </Stack>
  );
}
