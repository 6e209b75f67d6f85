import { Badge, Checkbox, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { DirectoryPersonStatus } from '../../../__generated__/DirectoryPeople_app.graphql';

/** A person of an app's directory, as the directory lists them. */
export type DirectoryPerson = { name: string; handle: string | null | undefined; email: string | null | undefined; status: DirectoryPersonStatus };

/** A person of the directory: a box to pick them when they can be added, who they are, and where they stand. */
export function DirectoryPersonRow({ person, picked, onPick }: { person: DirectoryPerson; picked: boolean; onPick: (email: string, on: boolean) => void }) {
  const { t } = useLingui();
  const name = person.name;
  return (
    <Table.Row>
      <Table.Cell>
        {person.status === 'ADDABLE' && person.email ? (
          <Checkbox.Root size="sm" checked={picked} onCheckedChange={(e) => onPick(person.email!, Boolean(e.checked))}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <VisuallyHidden>{t`Pick ${name}`}</VisuallyHidden>
            </Checkbox.Label>
          </Checkbox.Root>
        ) : null}
      </Table.Cell>
      <Table.Cell>
        <Text as="span" fontWeight="medium">
          {person.name}
        </Text>
        {person.handle && person.handle !== person.name ? (
          <Text as="span" color="fg.muted" ms={2}>
            @{person.handle}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell>{person.email ?? <Text as="span" color="fg.muted">—</Text>}</Table.Cell>
      <Table.Cell>
        <PersonStatus status={person.status} />
      </Table.Cell>
    </Table.Row>
  );
}

function PersonStatus({ status }: { status: DirectoryPersonStatus }) {
  const { t } = useLingui();
  const shown: Record<DirectoryPersonStatus, [string, string]> = {
    ADDABLE: [t`Not in the workspace`, 'gray'],
    MEMBER: [t`Member`, 'green'],
    PENDING: [t`Added, joins at first sign-in`, 'blue'],
    NO_ADDRESS: [t`No e-mail address: cannot be added`, 'orange'],
  };
  const [label, palette] = shown[status];
  return (
    <Badge variant="subtle" colorPalette={palette}>
      {label}
    </Badge>
  );
}
