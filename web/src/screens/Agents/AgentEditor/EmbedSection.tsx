import { Button, Code, Field, HStack, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { EmbedSection_agent$key } from '../../../__generated__/EmbedSection_agent.graphql';
import type { EmbedSectionMutation, EmbedPosition } from '../../../__generated__/EmbedSectionMutation.graphql';
import { CopyButton } from '../../../components/CopyButton';
import { toaster } from '../../../components/ui/toaster';
import { commitForSave } from '../../../relay/mutationResult';

/**
 * The chat bubble that puts the public chat on the workspace's own sites: the sites allowed to
 * show it (no other page may frame it), its colour and side, and the snippet to paste.
 */
export function EmbedSection({ agent }: { agent: EmbedSection_agent$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment EmbedSection_agent on Agent {
        id
        name
        shareLink {
          enabled
          path
          embedOrigins
          embedColor
          embedPosition
          embedScriptUrl
        }
      }
    `,
    agent,
  );
  const link = data.shareLink;
  const [origins, setOrigins] = useState((link?.embedOrigins ?? []).join('\n'));
  const [color, setColor] = useState(link?.embedColor ?? '');
  const [position, setPosition] = useState<EmbedPosition>(link?.embedPosition ?? 'RIGHT');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [commit, saving] = useMutation<EmbedSectionMutation>(graphql`
    mutation EmbedSectionMutation($agentId: ID!, $input: AgentEmbedInput!) {
      updateAgentEmbed(agentId: $agentId, input: $input) {
        __typename
        ... on AgentShareLinkPayload {
          agent {
            ...EmbedSection_agent
          }
        }
        ... on ValidationError {
          problems {
            field
            message
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  if (!link?.enabled || !link.path) return null;
  const key = link.path.split('/').at(-1)!;
  const attributes = [`data-chat="${key}"`, link.embedColor && `data-color="${link.embedColor}"`, link.embedPosition === 'LEFT' && 'data-position="left"', `data-label="${data.name.replaceAll('"', '&quot;')}"`];
  const snippet = `<script src="${link.embedScriptUrl}" ${attributes.filter(Boolean).join(' ')} async></script>`;
  const save = async () => {
    const input = { origins: origins.split(/\s+/).filter(Boolean), color: color.trim(), position };
    const outcome = await commitForSave(commit, { variables: { agentId: data.id, input } }, (response) => response.updateAgentEmbed, t`Operation failed`);
    setProblems(outcome.problems);
    if (outcome.message === null) toaster.success({ title: t`Saved` });
    else if (Object.keys(outcome.problems).length === 0) toaster.error({ title: outcome.message });
  };
  return (
    <Stack gap={3} borderTopWidth="1px" pt={3}>
      <Text fontWeight="semibold">
        <Trans>Chat bubble on your website</Trans>
      </Text>
      <Field.Root invalid={Boolean(problems.origins)}>
        <Field.Label>
          <Trans>Sites allowed to show it</Trans>
        </Field.Label>
        <Textarea rows={3} value={origins} onChange={(e) => setOrigins(e.target.value)} placeholder="https://www.example.com" />
        <Field.HelperText>
          <Trans>One address a line, such as https://www.example.com. Pages of other sites cannot show the chat.</Trans>
        </Field.HelperText>
        {problems.origins ? <Field.ErrorText>{problems.origins}</Field.ErrorText> : null}
      </Field.Root>
      <HStack gap={6} wrap="wrap" align="start">
        <Field.Root invalid={Boolean(problems.color)} width="auto">
          <Field.Label>
            <Trans>Colour</Trans>
          </Field.Label>
          <Input size="sm" width="36" value={color} onChange={(e) => setColor(e.target.value)} placeholder="#2563eb" />
          {problems.color ? <Field.ErrorText>{problems.color}</Field.ErrorText> : null}
        </Field.Root>
        <RadioGroup.Root value={position} onValueChange={(e) => setPosition(e.value as EmbedPosition)} aria-label={t`Position`}>
          <Text fontSize="sm" fontWeight="medium" mb={2}>
            <Trans>Position</Trans>
          </Text>
          <HStack gap={4}>
            {(['RIGHT', 'LEFT'] as const).map((side) => (
              <RadioGroup.Item key={side} value={side}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{side === 'RIGHT' ? t`Bottom right` : t`Bottom left`}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      </HStack>
      <HStack>
        <Button size="sm" colorPalette="brand" loading={saving} loadingText={t`Saving…`} onClick={() => void save()}>
          <Trans>Save the bubble</Trans>
        </Button>
      </HStack>
      <Field.Root>
        <Field.Label>
          <Trans>Snippet to paste before your page’s closing body tag</Trans>
        </Field.Label>
        <HStack w="full" align="start">
          <Code flex="1" p={2} whiteSpace="pre-wrap" wordBreak="break-all" data-testid="embed-snippet">
            {snippet}
          </Code>
          <CopyButton value={snippet} />
        </HStack>
      </Field.Root>
    </Stack>
  );
}
