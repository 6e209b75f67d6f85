import { Alert, Button, Dialog, Field, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SynonymDialog_synonym$key } from '../../../../__generated__/SynonymDialog_synonym.graphql';
import { toaster } from '../../../../components/ui/toaster';
import { SynonymDirectionChoice, type Direction } from './SynonymDirectionChoice';
import { splitTerms } from './synonymTerms';
import { TermsAsRead } from './TermsAsRead';
import { useCreateSynonymMutation } from './useCreateSynonymMutation';
import { useUpdateSynonymMutation } from './useUpdateSynonymMutation';

/**
 * Adds a synonym set (no `synonym`; `term`, a term to start it with) or rewrites one: its
 * direction, the searched term of a one-way set, its terms.
 */
export function SynonymDialog({
  open,
  onClose,
  synonym,
  connections,
  term,
}: {
  open: boolean;
  onClose: () => void;
  synonym: SynonymDialog_synonym$key | null;
  connections: string[];
  term?: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} lazyMount unmountOnExit placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <SynonymForm synonym={synonym} connections={connections} onClose={onClose} term={term} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function SynonymForm({
  synonym,
  connections,
  onClose,
  term,
}: {
  synonym: SynonymDialog_synonym$key | null;
  connections: string[];
  onClose: () => void;
  term?: string;
}) {
  const current = useFragment(
    graphql`
      fragment SynonymDialog_synonym on Synonym {
        id
        input
        terms
      }
    `,
    synonym,
  );
  const { t } = useLingui();
  const [direction, setDirection] = useState<Direction>(current?.input ? 'ONE_WAY' : 'TWO_WAY');
  const [searched, setSearched] = useState(current?.input ?? '');
  const [termsText, setTermsText] = useState(current?.terms.join(', ') ?? term ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useCreateSynonymMutation();
  const [update, updating] = useUpdateSynonymMutation();
  const oneWay = direction === 'ONE_WAY';
  const terms = splitTerms(termsText);

  // The server judges the set (how many terms, their length, the searched term among them) and
  // names the field at fault, in the person's language; the form shows each next to its input.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server reads an empty searched term as a two-way set: a one-way set without one is refused here.
    if (oneWay && !searched.trim()) {
      setErrors({ input: t`Enter the term people search for` });
      return;
    }
    const input = { input: oneWay ? searched.trim() : null, terms };
    const outcome = current ? await update(current.id, input) : await create(input, connections);
    if (outcome.message === null) {
      toaster.success({ title: t`Synonyms saved` });
      onClose();
      return;
    }
    const { input: inputProblem, terms: termsProblem } = outcome.problems;
    const next: Record<string, string> = {};
    if (inputProblem) next.input = inputProblem;
    if (termsProblem) next.terms = termsProblem;
    // Anything not about a field here (the workspace's limit, a set deleted meanwhile) above the buttons.
    if (!inputProblem && !termsProblem) next.form = outcome.message ?? t`Operation failed`;
    setErrors(next);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Dialog.Header>
        <Dialog.Title>{current ? <Trans>Edit synonyms</Trans> : <Trans>Add synonyms</Trans>}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap={5}>
          <SynonymDirectionChoice value={direction} onChange={setDirection} />
          {oneWay ? (
            <Field.Root invalid={Boolean(errors.input)} required>
              <Field.Label>
                <Trans>Searched term</Trans>
              </Field.Label>
              <Input value={searched} onChange={(e) => setSearched(e.target.value)} autoComplete="off" />
              {errors.input ? (
                <Field.ErrorText>{errors.input}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  <Trans>Searching this term also finds the terms below; they do not find it.</Trans>
                </Field.HelperText>
              )}
            </Field.Root>
          ) : null}
          <Field.Root invalid={Boolean(errors.terms)} required>
            <Field.Label>{oneWay ? <Trans>Also search for</Trans> : <Trans>Terms</Trans>}</Field.Label>
            <Textarea value={termsText} onChange={(e) => setTermsText(e.target.value)} rows={3} autoComplete="off" />
            {errors.terms ? <Field.ErrorText>{errors.terms}</Field.ErrorText> : null}
            <Field.HelperText>
              <Trans>Separate terms with commas, 、 or new lines.</Trans>
            </Field.HelperText>
          </Field.Root>
          <TermsAsRead terms={terms} />
          {errors.form ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{errors.form}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" colorPalette="brand" loading={creating || updating} loadingText={t`Saving…`}>
          <Trans>Save</Trans>
        </Button>
      </Dialog.Footer>
    </form>
  );
}
