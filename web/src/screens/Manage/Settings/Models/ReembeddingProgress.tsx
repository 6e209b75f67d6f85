import { Card, HStack, Progress, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { startTransition, useEffect } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { ReembeddingProgress_workspace$key } from '../../../../__generated__/ReembeddingProgress_workspace.graphql';

const CHECK_EVERY_MS = 2_000;

/**
 * How many of the workspace's passages have a vector of the embedding model in use. A new model
 * embeds them all again in the background: the count is asked again every few seconds until done.
 */
export function ReembeddingProgress({ workspace }: { workspace: ReembeddingProgress_workspace$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment ReembeddingProgress_workspace on Workspace @refetchable(queryName: "ReembeddingProgressRefetchQuery") {
        models {
          embeddingProgress {
            model
            embedded
            total
            done
          }
        }
      }
    `,
    workspace,
  );
  const { t, i18n } = useLingui();
  const progress = data.models.embeddingProgress;
  const done = progress?.done ?? true;
  useEffect(() => {
    if (done) return;
    // In a transition, so that the bar stays on screen while the next count loads.
    const every = setInterval(() => {
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      });
    }, CHECK_EVERY_MS);
    return () => clearInterval(every);
  }, [done, refetch]);

  let body;
  if (!progress) {
    body = (
      <Text color="fg.muted">
        <Trans>No embedding model is set: search finds passages by their words alone.</Trans>
      </Text>
    );
  } else {
    const { model, total } = progress;
    const embedded = Math.min(progress.embedded, total);
    const value = total > 0 ? Math.round((embedded / total) * 100) : 100;
    const shownEmbedded = i18n.number(embedded);
    const shownTotal = i18n.number(total);
    const label = progress.done
      ? total > 0
        ? plural(total, { one: `The one passage is embedded with ${model}`, other: `All # passages are embedded with ${model}` })
        : t`No passages yet: they are embedded with ${model} as apps sync`
      : t`Embedding passages with ${model}: ${shownEmbedded} of ${shownTotal}`;
    body = (
      <Progress.Root value={value} size="sm" colorPalette="brand" maxW="xl">
        <HStack gap={3}>
          <Progress.Track flex="1" aria-label={t`Embedding progress`} aria-valuetext={label}>
            <Progress.Range />
          </Progress.Track>
          <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" aria-hidden>
            {`${value}%`}
          </Text>
        </HStack>
        <Progress.Label fontWeight="normal" mt={2} data-testid="embedding-progress-label">
          {label}
        </Progress.Label>
      </Progress.Root>
    );
  }

  return (
    <Card.Root as="section" aria-labelledby="embedding-progress-heading">
      <Card.Header>
        <Card.Title id="embedding-progress-heading" as="h2">
          <Trans>Passages for search by meaning</Trans>
        </Card.Title>
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card.Root>
  );
}
