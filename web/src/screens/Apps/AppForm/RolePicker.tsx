import { Box, Checkbox, Fieldset, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** Checkboxes over the workspace's custom roles, for an app visible to specified roles only. */
export function RolePicker({
  label,
  roles,
  value,
  onChange,
  error,
}: {
  label: string;
  roles: readonly { id: string; name: string }[];
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm">
        {label}
        <Text as="span" color="fg.error" ms={1} aria-hidden>
          *
        </Text>
      </Fieldset.Legend>
      <Box maxH="48" overflowY="auto" borderWidth="1px" borderRadius="md" p={3} maxW="md">
        {roles.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>No custom roles yet: create them under Members › Custom roles.</Trans>
          </Text>
        ) : (
          <Checkbox.Group value={value} onValueChange={onChange}>
            <Stack gap={2}>
              {roles.map((role) => (
                <Checkbox.Root key={role.id} value={role.id} size="sm" colorPalette="brand">
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{role.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      </Box>
      {error ? <Fieldset.ErrorText fontSize="xs">{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
