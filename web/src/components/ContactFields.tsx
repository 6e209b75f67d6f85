import { Field, HStack, Input } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { checkEmail, checkPhone, type RuleResult } from '../../../bff/src/validation/rules.ts';

export type Contact = { email: string; countryCode: string; phone: string };
export type ContactKind = 'email' | 'phone';
export type FieldErrors = Record<string, string | undefined>;

/** The e-mail input, or the country code and phone inputs, with their per-field errors. */
export function ContactFields({
  kind,
  value,
  onChange,
  errors,
}: {
  kind: ContactKind;
  value: Contact;
  onChange: (next: Contact) => void;
  errors: FieldErrors;
}) {
  const { t } = useLingui();
  if (kind === 'email') {
    return (
      <Field.Root invalid={Boolean(errors.email)} required>
        <Field.Label>
          <Trans>E-mail</Trans>
        </Field.Label>
        <Input
          type="email"
          autoComplete="email"
          value={value.email}
          onChange={(e) => onChange({ ...value, email: e.target.value })}
          placeholder={t`name@company.com`}
        />
        {errors.email ? <Field.ErrorText>{errors.email}</Field.ErrorText> : null}
      </Field.Root>
    );
  }
  return (
    <HStack align="start" width="full">
      <Field.Root invalid={Boolean(errors.country_code)} required width="28">
        <Field.Label>
          <Trans>Country code</Trans>
        </Field.Label>
        <Input value={value.countryCode} onChange={(e) => onChange({ ...value, countryCode: e.target.value })} />
        {errors.country_code ? <Field.ErrorText>{errors.country_code}</Field.ErrorText> : null}
      </Field.Root>
      <Field.Root invalid={Boolean(errors.phone)} required flex="1">
        <Field.Label>
          <Trans>Phone number</Trans>
        </Field.Label>
        <Input
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          value={value.phone}
          onChange={(e) => onChange({ ...value, phone: e.target.value })}
        />
        {errors.phone ? <Field.ErrorText>{errors.phone}</Field.ErrorText> : null}
      </Field.Root>
    </HStack>
  );
}

/** The body the contact endpoints take. */
export function contactBody(kind: ContactKind, value: Contact) {
  return kind === 'email' ? { email: value.email.trim() } : { country_code: value.countryCode.trim(), phone: value.phone.trim() };
}

/** The shared rules, checked before anything is sent; the server checks them again. */
export function checkContact(kind: ContactKind, value: Contact, translate: (key: NonNullable<RuleResult>) => string): FieldErrors {
  if (kind === 'email') {
    const problem = checkEmail(value.email.trim());
    return problem ? { email: translate(problem) } : {};
  }
  const errors: FieldErrors = {};
  if (!value.countryCode.trim()) errors.country_code = translate('countryCodeRequired');
  const problem = checkPhone(value.phone.trim());
  if (problem) errors.phone = translate(problem);
  return errors;
}
