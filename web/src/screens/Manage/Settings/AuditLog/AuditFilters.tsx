import { Button, Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { actionLabel, AUDIT_KINDS } from './auditActions';
import { isFiltered, type AuditFilterValues } from './auditFilter';

const NO_FILTER: AuditFilterValues = { action: '', actor: '', object: '', from: '', to: '' };

/** What to look for: a kind of act, who, which object, between which days (both included). Applied on "Filter". */
export function AuditFilters({ value, onApply }: { value: AuditFilterValues; onApply: (next: AuditFilterValues) => void }) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(value);
  const set = (key: keyof AuditFilterValues) => (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  // A link may ask for one act rather than a kind: offered as it is, so the select shows it.
  const oneAct = draft.action && !AUDIT_KINDS.some((kind) => kind.value === draft.action) ? draft.action : null;
  return (
    <HStack as="form" onSubmit={submit} gap={3} align="end" wrap="wrap" role="search" aria-label={t`Filter the audit log`}>
      <Field.Root width="auto">
        <Field.Label>
          <Trans>Action</Trans>
        </Field.Label>
        <NativeSelect.Root size="md" width="44">
          <NativeSelect.Field value={draft.action} onChange={set('action')}>
            <option value="">{t`All actions`}</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind.value} value={kind.value}>
                {i18n._(kind.label)}
              </option>
            ))}
            {oneAct ? <option value={oneAct}>{actionLabel(i18n, oneAct)}</option> : null}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root width="auto">
        <Field.Label>
          <Trans>Who</Trans>
        </Field.Label>
        <Input width="44" value={draft.actor} onChange={set('actor')} placeholder={t`Name`} autoComplete="off" />
      </Field.Root>
      <Field.Root width="auto">
        <Field.Label>
          <Trans>Object</Trans>
        </Field.Label>
        <Input width="44" value={draft.object} onChange={set('object')} placeholder={t`Name or ID`} autoComplete="off" />
      </Field.Root>
      <Field.Root width="auto">
        <Field.Label>
          <Trans>Since</Trans>
        </Field.Label>
        <Input type="date" width="44" value={draft.from} max={draft.to || undefined} onChange={set('from')} />
      </Field.Root>
      <Field.Root width="auto">
        <Field.Label>
          <Trans>Until</Trans>
        </Field.Label>
        <Input type="date" width="44" value={draft.to} min={draft.from || undefined} onChange={set('to')} />
      </Field.Root>
      <HStack gap={2}>
        <Button type="submit" colorPalette="brand">
          <Trans>Filter</Trans>
        </Button>
        {isFiltered(value) || isFiltered(draft) ? (
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(NO_FILTER);
              onApply(NO_FILTER);
            }}
          >
            <Trans>Clear</Trans>
          </Button>
        ) : null}
      </HStack>
    </HStack>
  );
}
