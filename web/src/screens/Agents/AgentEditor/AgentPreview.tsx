import { Box, Button, Field, Heading, HStack, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { AgentPreviewMutation, AgentPreviewMutation$data } from '../../../__generated__/AgentPreviewMutation.graphql';
import type { AnswerSource } from '../../../assistant/conversation/AnswerMarkdown';
import { citationHref } from '../../../assistant/conversation/citationHref';
import { commitForSave } from '../../../relay/mutationResult';
import type { AgentValues } from './AgentForm';

const AnswerMarkdown = lazy(async () => ({ default: (await import('../../../assistant/conversation/AnswerMarkdown')).AnswerMarkdown }));

type Preview = { answer: string; citations: NonNullable<AgentPreviewMutation$data['previewAgent']['citations']> };

/**
 * Asks the agent as the form holds it, before it is saved: its prompt, model and apps as they are
 * now. One chat; the question and answer are kept in no history.
 */
export function AgentPreview({ values }: { values: AgentValues }) {
  const { t } = useLingui();
  const headingId = useId();
  const [question, setQuestion] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [commit, asking] = useMutation<AgentPreviewMutation>(graphql`
    mutation AgentPreviewMutation($input: AgentPreviewInput!) {
      previewAgent(input: $input) {
        __typename
        ... on AgentPreview {
          answer
          citations {
            index
            title
            url
            document {
              id
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const sources = useMemo(
    () => new Map<number, AnswerSource>((preview?.citations ?? []).map((c) => [c.index, { title: c.title, href: citationHref(c.document?.id, c.url) }])),
    [preview],
  );
  const ask = async () => {
    setFailure(null);
    const input = { question: question.trim(), systemPrompt: values.systemPrompt, model: values.model.trim(), scopedToApps: Boolean(values.scopedToApps), appIds: values.appIds };
    const outcome = await commitForSave(commit, { variables: { input } }, (response) => response.previewAgent, t`Operation failed`);
    const result = outcome.response?.previewAgent;
    if (outcome.message === null && result?.answer !== undefined) setPreview({ answer: result.answer, citations: result.citations ?? [] });
    else setFailure(outcome.message);
  };
  return (
    <Stack as="section" aria-labelledby={headingId} gap={3} borderWidth="1px" borderRadius="md" p={4} maxW="3xl">
      <Heading as="h2" size="md" id={headingId}>
        <Trans>Preview</Trans>
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        <Trans>Ask the agent as it is set above, before saving. Each question uses one of the workspace’s chats.</Trans>
      </Text>
      <Field.Root>
        <Field.Label>
          <Trans>Question for the preview</Trans>
        </Field.Label>
        <Textarea rows={2} value={question} maxLength={4000} onChange={(e) => setQuestion(e.target.value)} />
      </Field.Root>
      <HStack>
        <Button size="sm" colorPalette="brand" loading={asking} loadingText={t`Asking…`} disabled={!question.trim()} onClick={() => void ask()}>
          <Trans>Ask the preview</Trans>
        </Button>
      </HStack>
      {failure ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {failure}
        </Text>
      ) : null}
      {preview ? (
        <Box as="article" aria-label={t`Preview answer`} bg="bg.muted" borderRadius="md" px={4} py={3}>
          <Suspense fallback={<Text whiteSpace="pre-wrap">{preview.answer}</Text>}>
            <AnswerMarkdown content={preview.answer} streaming={false} sources={sources} />
          </Suspense>
          {preview.citations.length > 0 ? (
            <List.Root as="ol" listStyleType="none" mt={2} fontSize="sm" color="fg.muted">
              {preview.citations.map((c) => (
                <List.Item key={c.index}>
                  [{c.index}] {c.title}
                </List.Item>
              ))}
            </List.Root>
          ) : null}
        </Box>
      ) : null}
    </Stack>
  );
}
