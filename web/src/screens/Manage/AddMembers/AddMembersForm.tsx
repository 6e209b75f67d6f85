import { Alert, Button, Field, HStack, Input, List, Stack, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { AddedContactOutcome } from '../../../__generated__/useAddMembersMutation.graphql';
import { ruleMessages } from '../../../i18n/rule-messages';
import { parseContacts, type ContactLine } from './parseContacts';
import { useAddMembersMutation } from './useAddMembersMutation';

type Problem = { line: number | null; message: string };
type AddedContact = { contact: string; outcome: AddedContactOutcome; name?: string | null };
type Added = { added: number; pending: number; contacts: readonly AddedContact[] };

/** Which line a server problem such as `contacts.2.email` is about. */
function lineOf(field: string, sent: ContactLine[]): number | null {
  const index = /^contacts\.(\d+)\./.exec(field)?.[1];
  return index === undefined ? null : (sent[Number(index)]?.line ?? null);
}

/** People to add, one e-mail address or phone number a line. */
export function AddMembersForm() {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [countryCode, setCountryCode] = useState('+86');
  const [problems, setProblems] = useState<Problem[]>([]);
  const [done, setDone] = useState<Added | null>(null);
  const [add, adding] = useAddMembersMutation();
  // Who the result is about, by name where the person has an account.
  const contactOutcome = ({ contact, outcome, name }: AddedContact) => {
    const who = name ?? contact;
    if (outcome === 'ADDED') return t`${who} (${contact}) is a member now`;
    if (outcome === 'ALREADY_MEMBER') return t`${who} (${contact}) was a member already`;
    return t`${contact} joins at their first sign-in`;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const parsed = parseContacts(text, countryCode);
    if (parsed.contacts.length === 0 && parsed.problems.length === 0) {
      setProblems([{ line: null, message: t`Enter at least one e-mail address or phone number` }]);
      return;
    }
    if (parsed.problems.length) {
      setProblems(parsed.problems.map(({ line, problem }) => ({ line, message: i18n._(ruleMessages[problem]) })));
      return;
    }
    const outcome = await add(parsed.contacts.map(({ contact }) => contact));
    const result = outcome.response?.addMembers;
    if (result?.__typename === 'AddMembersPayload') {
      setProblems([]);
      setText('');
      setDone({ added: result.added ?? 0, pending: result.pending ?? 0, contacts: result.contacts ?? [] });
      return;
    }
    const fieldProblems = Object.entries(outcome.problems).map(([field, message]) => ({ line: lineOf(field, parsed.contacts), message }));
    setProblems(fieldProblems.length ? fieldProblems : [{ line: null, message: outcome.message ?? t`Operation failed` }]);
  };

  const added = i18n.number(done?.added ?? 0);
  const pending = i18n.number(done?.pending ?? 0);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap={4} maxW="xl">
        <Field.Root invalid={problems.length > 0} required>
          <Field.Label>
            <Trans>E-mail addresses or phone numbers</Trans>
          </Field.Label>
          <Textarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={6}
            placeholder={`${t`name@company.com`}\n13800000000`}
            fontFamily="mono"
          />
          <Field.HelperText>
            <Trans>One a line. A line of digits only is a phone number under the country code below.</Trans>
          </Field.HelperText>
          {problems.length ? (
            <Field.ErrorText>
              <List.Root ps={4}>
                {problems.map(({ line, message }, index) => (
                  <List.Item key={index}>{line === null ? message : t`Line ${line}: ${message}`}</List.Item>
                ))}
              </List.Root>
            </Field.ErrorText>
          ) : null}
        </Field.Root>
        <Field.Root width="40">
          <Field.Label>
            <Trans>Country code</Trans>
          </Field.Label>
          <Input value={countryCode} onChange={(e) => setCountryCode(e.target.value)} />
        </Field.Root>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={adding} loadingText={t`Adding…`}>
            <Trans>Add members</Trans>
          </Button>
        </HStack>
        {done ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <Trans>
                  {added} added, {pending} will join at their first sign-in
                </Trans>
              </Alert.Title>
              <Alert.Description>
                <List.Root ps={4} data-testid="added-contacts">
                  {done.contacts.map((entry) => (
                    <List.Item key={entry.contact}>{contactOutcome(entry)}</List.Item>
                  ))}
                </List.Root>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </Stack>
    </form>
  );
}
