import { Field, Input, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { FieldErrors } from '../../components/ContactFields';

export type DirectoryAccount = { username: string; password: string };

/** The user name and password of the company directory (LDAP), with their per-field errors. */
export function DirectoryFields({ value, onChange, errors }: { value: DirectoryAccount; onChange: (next: DirectoryAccount) => void; errors: FieldErrors }) {
  return (
    <Stack gap={4}>
      <Field.Root invalid={Boolean(errors.username)} required>
        <Field.Label>
          <Trans>User name</Trans>
        </Field.Label>
        <Input autoComplete="username" value={value.username} onChange={(e) => onChange({ ...value, username: e.target.value })} />
        {errors.username ? <Field.ErrorText>{errors.username}</Field.ErrorText> : null}
      </Field.Root>
      <Field.Root invalid={Boolean(errors.password)} required>
        <Field.Label>
          <Trans>Password</Trans>
        </Field.Label>
        <Input type="password" autoComplete="current-password" value={value.password} onChange={(e) => onChange({ ...value, password: e.target.value })} />
        {errors.password ? <Field.ErrorText>{errors.password}</Field.ErrorText> : null}
      </Field.Root>
    </Stack>
  );
}
