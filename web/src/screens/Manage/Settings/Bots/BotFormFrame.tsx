import { Button, HStack, Stack, Switch } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';

/** A bot form around its platform's fields: the switch that turns the bot on or off, and the save button. */
export function BotFormFrame({
  onSubmit,
  active,
  onActiveChange,
  submitLabel,
  saving,
  children,
}: {
  onSubmit: (event: FormEvent) => Promise<void>;
  active: boolean;
  onActiveChange: (active: boolean) => void;
  submitLabel: string;
  saving: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap={5}>
        {children}
        <Switch.Root checked={active} onCheckedChange={(e) => onActiveChange(e.checked)} colorPalette="brand">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>
            <Trans>Active</Trans>
          </Switch.Label>
        </Switch.Root>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={saving} loadingText={t`Saving…`}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
