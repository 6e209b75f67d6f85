import { Checkbox, Fieldset, Stack } from '@chakra-ui/react';

/** Some of a list to choose (roles, apps): a checkbox each, under a legend that names the group. */
export function ChecklistField({
  legend,
  items,
  chosen,
  onChange,
  error,
}: {
  legend: string;
  items: readonly { id: string; name: string }[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  error?: string;
}) {
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((x) => x !== id));
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="sm">{legend}</Fieldset.Legend>
      <Stack gap={2} mt={2} role="group" aria-label={legend}>
        {items.map((item) => (
          <Checkbox.Root key={item.id} size="sm" checked={chosen.includes(item.id)} onCheckedChange={(e) => toggle(item.id, Boolean(e.checked))}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{item.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
