import { Field, Switch } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** Whether each sync of a Feishu or DingTalk app also reads the organisation's departments, for roles to follow. */
export function OrganisationField({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Field.Root>
      <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>
          <Trans>Sync the organisation’s departments</Trans>
        </Switch.Label>
      </Switch.Root>
      <Field.HelperText>
        <Trans>Each sync reads every department and its people, so that a custom role can follow a department: who leaves it at the source leaves the role.</Trans>
      </Field.HelperText>
    </Field.Root>
  );
}
