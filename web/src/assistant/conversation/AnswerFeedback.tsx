import { Button, Checkbox, Fieldset, HStack, IconButton, Stack, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toaster } from '../../components/ui/toaster';
import { FEEDBACK_REASONS, REASON_LABELS, type Feedback, type FeedbackReason, type Rate } from './answerFeedback';
import { ThumbDownIcon, ThumbUpIcon } from './ChatIcons';

const COMMENT_MAX = 1000;

/**
 * Thumbs up or down under an answer, one vote per answer, changed or taken back by a click. A
 * vote down counts at once and opens a few words on what went wrong (reasons and a comment),
 * which the asker may send or leave.
 */
export function AnswerFeedback({ value, onRate }: { value: Feedback; onRate: Rate }) {
  const { t, i18n } = useLingui();
  const [saving, setSaving] = useState(false);
  const [asking, setAsking] = useState(false);
  const [reasons, setReasons] = useState<FeedbackReason[]>(value?.reasons ?? []);
  const [comment, setComment] = useState(value?.comment ?? '');

  const save = async (next: Feedback) => {
    setSaving(true);
    const failure = await onRate(next);
    setSaving(false);
    if (failure) toaster.error({ title: failure });
    return failure === null;
  };
  const voteUp = () => {
    setAsking(false);
    void save(value?.vote === 'up' ? null : { vote: 'up', reasons: [], comment: '' });
  };
  const voteDown = async () => {
    if (value?.vote === 'down') {
      setAsking(false);
      await save(null);
      return;
    }
    if (await save({ vote: 'down', reasons: [], comment: '' })) setAsking(true);
  };
  const send = async () => {
    if (await save({ vote: 'down', reasons, comment })) {
      setAsking(false);
      toaster.success({ title: t`Thanks for the feedback` });
    }
  };
  const toggle = (reason: FeedbackReason, on: boolean) => setReasons((now) => (on ? [...now, reason] : now.filter((r) => r !== reason)));

  return (
    <>
      <HStack gap={0}>
        <IconButton size="xs" variant="ghost" aria-label={t`Helpful`} aria-pressed={value?.vote === 'up'} disabled={saving} colorPalette={value?.vote === 'up' ? 'brand' : 'gray'} onClick={voteUp}>
          <ThumbUpIcon />
        </IconButton>
        <IconButton size="xs" variant="ghost" aria-label={t`Not helpful`} aria-pressed={value?.vote === 'down'} disabled={saving} colorPalette={value?.vote === 'down' ? 'red' : 'gray'} onClick={() => void voteDown()}>
          <ThumbDownIcon />
        </IconButton>
      </HStack>
      {asking ? (
        <Stack as="form" w="full" gap={3} p={3} borderWidth="1px" borderRadius="md" bg="bg" onSubmit={(e) => (e.preventDefault(), void send())}>
          <Fieldset.Root>
            <Fieldset.Legend fontSize="sm">
              <Trans>What went wrong?</Trans>
            </Fieldset.Legend>
            <HStack gap={4} mt={2} wrap="wrap">
              {FEEDBACK_REASONS.map((reason) => (
                <Checkbox.Root key={reason} size="sm" checked={reasons.includes(reason)} onCheckedChange={(e) => toggle(reason, Boolean(e.checked))}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{i18n._(REASON_LABELS[reason])}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </HStack>
          </Fieldset.Root>
          <Textarea
            size="sm"
            aria-label={t`Comment (optional)`}
            placeholder={t`Comment (optional)`}
            value={comment}
            maxLength={COMMENT_MAX}
            rows={2}
            onChange={(e) => setComment(e.target.value)}
          />
          <HStack gap={2}>
            <Button type="submit" size="xs" colorPalette="brand" loading={saving} loadingText={t`Sending…`}>
              <Trans>Send feedback</Trans>
            </Button>
            <Button size="xs" variant="ghost" onClick={() => setAsking(false)}>
              <Trans>Close</Trans>
            </Button>
          </HStack>
        </Stack>
      ) : null}
    </>
  );
}
