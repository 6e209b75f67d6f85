import { Button, Field, Fieldset, HStack, IconButton, Input, Stack, Switch, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SUGGESTED_QUESTIONS_MAX } from '../../../../../bff/src/validation/rules.ts';
import type { AgentValues } from './AgentForm';

/** How the agent opens a conversation: what it says first, and up to six questions to start with. */
export function AgentOpeningFields({
  values,
  errors,
  change,
}: {
  values: AgentValues;
  errors: Record<string, string>;
  change: (next: Partial<AgentValues>) => void;
}) {
  const { t } = useLingui();
  const questions = values.suggestedQuestions;
  const setQuestion = (index: number, text: string) => change({ suggestedQuestions: questions.map((q, i) => (i === index ? text : q)) });
  return (
    <>
      <Field.Root invalid={Boolean(errors.openingMessage)}>
        <Field.Label>
          <Trans>Opening message</Trans>
        </Field.Label>
        <Textarea rows={2} value={values.openingMessage} onChange={(e) => change({ openingMessage: e.target.value })} />
        <Field.HelperText>
          <Trans>What the agent says first, before anyone asks.</Trans>
        </Field.HelperText>
        {errors.openingMessage ? <Field.ErrorText>{errors.openingMessage}</Field.ErrorText> : null}
      </Field.Root>
      <Fieldset.Root invalid={Boolean(errors.suggestedQuestions)}>
        <Fieldset.Legend fontSize="sm">
          <Trans>Suggested questions</Trans>
        </Fieldset.Legend>
        <Fieldset.HelperText>
          <Trans>Up to six questions people can ask with one click.</Trans>
        </Fieldset.HelperText>
        <Stack gap={2} mt={2} maxW="xl">
          {questions.map((question, index) => (
            // Positions are the identity here: the texts change as they are typed.
            <HStack key={index} gap={2}>
              <Input size="sm" value={question} aria-label={t`Suggested question ${index + 1}`} onChange={(e) => setQuestion(index, e.target.value)} />
              <IconButton
                size="sm"
                variant="ghost"
                aria-label={t`Remove suggested question ${index + 1}`}
                onClick={() => change({ suggestedQuestions: questions.filter((_q, i) => i !== index) })}
              >
                ×
              </IconButton>
            </HStack>
          ))}
          <HStack>
            <Button size="xs" variant="outline" disabled={questions.length >= SUGGESTED_QUESTIONS_MAX} onClick={() => change({ suggestedQuestions: [...questions, ''] })}>
              <Trans>Add a question</Trans>
            </Button>
          </HStack>
        </Stack>
        {errors.suggestedQuestions ? <Fieldset.ErrorText>{errors.suggestedQuestions}</Fieldset.ErrorText> : null}
      </Fieldset.Root>
      <Switch.Root checked={values.suggestFollowUps} onCheckedChange={(e) => change({ suggestFollowUps: e.checked })} colorPalette="brand">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>
          <Trans>Suggest up to three questions to ask next after each answer (one more request to the model)</Trans>
        </Switch.Label>
      </Switch.Root>
    </>
  );
}
