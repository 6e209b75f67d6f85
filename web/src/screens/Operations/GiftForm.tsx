import { Alert, Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { ItemFields, itemProblems, type ItemChoice } from './ItemFields';
import { useGiftSubscriptionMutation } from './useGiftSubscriptionMutation';

/** A gift: a version or an add-on for a time, at no charge, listed on the workspace's payment page as a gift. */
export function GiftForm() {
  const { t, i18n } = useLingui();
  const [choice, setChoice] = useState<ItemChoice>({ workspace: null, item: 'CHATS', period: 'MONTH', quantity: '1' });
  const [size, setSize] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [given, setGiven] = useState<string | null>(null);
  const [gift, giving] = useGiftSubscriptionMutation();
  const addon = choice.item === 'CHATS' || choice.item === 'DOCUMENTS' || choice.item === 'MEMBERS';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = Object.fromEntries(Object.entries(itemProblems(choice)).map(([field, message]) => [field, i18n._(message)]));
    const addonQuantity = addon && size.trim() ? Number(size) : null;
    if (addonQuantity !== null && !(Number.isInteger(addonQuantity) && addonQuantity >= 1)) found.addonQuantity = t`Enter a whole number of at least 1`;
    setErrors(found);
    setGiven(null);
    if (Object.keys(found).length) return;
    const outcome = await gift({
      workspaceInternalID: choice.workspace?.internalID ?? '',
      item: choice.item,
      period: choice.period,
      quantity: choice.period === 'PERMANENT' ? 1 : Number(choice.quantity),
      addonQuantity,
      note: note.trim() || null,
    });
    const result = outcome.response?.giftSubscription;
    if (result?.__typename === 'GiftSubscriptionPayload' && result.subscription) {
      const { name, endsAt } = result.subscription;
      const until = endsAt ? i18n.date(new Date(endsAt), { dateStyle: 'long' }) : t`permanently`;
      setGiven(t`Given: ${name}, until ${until}.`);
      setNote('');
      return;
    }
    const problems = { ...outcome.problems };
    if (problems.workspaceInternalID) problems.workspace = problems.workspaceInternalID;
    setErrors(Object.keys(problems).length ? problems : { form: outcome.message ?? t`Operation failed` });
  };

  return (
    <Stack gap={6} maxW="3xl">
      <Text color="fg.muted">
        <Trans>A gift takes effect at once and costs the workspace nothing; its payment page lists it as a gift.</Trans>
      </Text>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t`Gift`}>
        <Stack gap={4}>
          <ItemFields value={choice} onChange={setChoice} errors={errors} />
          {addon ? (
            <Field.Root invalid={Boolean(errors.addonQuantity)}>
              <Field.Label>
                <Trans>Add-on size</Trans>
              </Field.Label>
              <Input type="number" min={1} value={size} onChange={(e) => setSize(e.target.value)} />
              {errors.addonQuantity ? <Field.ErrorText>{errors.addonQuantity}</Field.ErrorText> : <Field.HelperText>{t`Empty: the catalogue’s size.`}</Field.HelperText>}
            </Field.Root>
          ) : null}
          <Field.Root>
            <Field.Label>
              <Trans>Note</Trans>
            </Field.Label>
            <Textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} rows={2} />
            <Field.HelperText>
              <Trans>Shown to the workspace as the gift’s detail.</Trans>
            </Field.HelperText>
          </Field.Root>
          {errors.form ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{errors.form}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Button type="submit" colorPalette="brand" loading={giving} loadingText={t`Giving…`} alignSelf="start">
            <Trans>Give</Trans>
          </Button>
        </Stack>
      </form>
      {given ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{given}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
