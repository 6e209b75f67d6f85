import { Badge, Button, Card, Field, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { AgentTemplateCard_template$key } from '../../../__generated__/AgentTemplateCard_template.graphql';

/**
 * A built-in agent of the store: who it is, and a button to install it; once installed, the way to
 * open it, and a second copy only on purpose, under a name of its own.
 */
export function AgentTemplateCard({
  template,
  installing,
  onInstall,
}: {
  template: AgentTemplateCard_template$key;
  installing: boolean;
  /** Answers the refusal's message, or null once installed. */
  onInstall: (templateKey: string, name?: string) => Promise<string | null>;
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
        installed {
          id
        }
      }
    `,
    template,
  );
  const [copyName, setCopyName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const installed = data.installed[0];
  const installCopy = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(await onInstall(data.key, copyName ?? ''));
  };
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
        {!installed ? (
          <Button size="sm" colorPalette="brand" loading={installing} loadingText={t`Installing…`} onClick={() => void onInstall(data.key)} aria-label={t`Install ${data.name}`}>
            <Trans>Install</Trans>
          </Button>
        ) : copyName === null ? (
          <HStack gap={2} wrap="wrap">
            <Badge colorPalette="green">
              <Trans>Installed</Trans>
            </Badge>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={`/manage/agent/edit/${encodeURIComponent(installed.id)}`} aria-label={t`Open ${data.name}`}>
                <Trans>Open</Trans>
              </RouterLink>
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setCopyName('')} aria-label={t`Install another copy of ${data.name}`}>
              <Trans>Install another copy</Trans>
            </Button>
          </HStack>
        ) : (
          <form onSubmit={(event) => void installCopy(event)} noValidate style={{ width: '100%' }}>
            <Stack gap={2}>
              <Field.Root invalid={problem !== null} required>
                <Field.Label>
                  <Trans>Name of the new copy</Trans>
                </Field.Label>
                <Input value={copyName} onChange={(event) => setCopyName(event.target.value)} autoFocus />
                {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
              </Field.Root>
              <HStack gap={2}>
                <Button type="submit" size="sm" colorPalette="brand" loading={installing} loadingText={t`Installing…`}>
                  <Trans>Install the copy</Trans>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => (setCopyName(null), setProblem(null))}>
                  <Trans>Cancel</Trans>
                </Button>
              </HStack>
            </Stack>
          </form>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
