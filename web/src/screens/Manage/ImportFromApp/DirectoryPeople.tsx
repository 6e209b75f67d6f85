import { Alert, Badge, Button, Checkbox, HStack, Input, Link, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { startTransition, useMemo, useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { DirectoryPeople_app$key, DirectoryPersonStatus } from '../../../__generated__/DirectoryPeople_app.graphql';
import { useImportMembersMutation } from './useImportMembersMutation';

type Outcome = { kind: 'done'; added: number; pending: number } | { kind: 'failed'; message: string };

/**
 * The people of one app's directory, each with where they stand with the workspace; those the
 * source gives an address for and who are not in yet can be picked and added. People without an
 * address are listed as such: they cannot be added from here.
 */
export function DirectoryPeople({ app }: { app: DirectoryPeople_app$key }) {
  const { t } = useLingui();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment DirectoryPeople_app on App @refetchable(queryName: "DirectoryPeopleRefetchQuery") {
        id
        title
        peopleDirectory {
          truncated
          problem
          people {
            externalId
            name
            handle
            email
            status
          }
        }
      }
    `,
    app,
  );
  const [importMembers, importing] = useImportMembersMutation();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [filter, setFilter] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const directory = data.peopleDirectory;
  const people = useMemo(() => directory?.people ?? [], [directory]);
  const shown = useMemo(() => {
    const words = filter.trim().toLowerCase();
    return words ? people.filter((p) => [p.name, p.handle, p.email].some((field) => field?.toLowerCase().includes(words))) : people;
  }, [people, filter]);
  const title = data.title;
  const pickLabel = (name: string) => t`Pick ${name}`;

  if (!directory) {
    return (
      <Text>
        <Trans>This app keeps no directory of people to import from.</Trans>
      </Text>
    );
  }
  const problem = directory.problem;
  if (problem) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>The directory of {title} could not be read: {problem}</Trans>
          </Alert.Title>
          <Alert.Description>
            <Link asChild colorPalette="brand">
              <RouterLink to={`/manage/datasources/edit/${encodeURIComponent(data.id)}`}>
                <Trans>Check the app’s settings and credentials</Trans>
              </RouterLink>
            </Link>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (people.length === 0) {
    return (
      <Text>
        <Trans>Nobody is listed in the directory of {title}.</Trans>
      </Text>
    );
  }

  const addable = people.filter((p) => p.status === 'ADDABLE' && p.email);
  const withoutAddress = people.filter((p) => p.status === 'NO_ADDRESS').length;
  const toggle = (email: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(email);
      else next.delete(email);
      return next;
    });
  const chosen = addable.filter((p) => picked.has(p.email!)).map((p) => p.email!);
  const count = chosen.length;

  const add = async () => {
    setOutcome(null);
    const result = await importMembers(chosen);
    const payload = result.response?.addMembers;
    if (payload?.__typename !== 'AddMembersPayload') {
      setOutcome({ kind: 'failed', message: result.message ?? t`Operation failed` });
      return;
    }
    setPicked(new Set());
    setOutcome({ kind: 'done', added: payload.added ?? 0, pending: payload.pending ?? 0 });
    // Where each person stands now, read again; what is shown stays until it arrives.
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  };

  return (
    <Stack gap={4}>
      {addable.length === 0 && withoutAddress > 0 ? (
        <Alert.Root status="info" data-testid="no-address-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>Nobody here can be added from {title}: it gives no e-mail address for them.</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>
                Send them an{' '}
                <Link asChild colorPalette="brand">
                  <RouterLink to="/manage/addUser/invite">invitation link</RouterLink>
                </Link>{' '}
                instead.
              </Trans>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {directory.truncated ? (
        <Text color="fg.muted">
          {plural(people.length, { one: 'Only the first person of the directory is listed.', other: 'Only the first # people of the directory are listed.' })}
        </Text>
      ) : null}
      <HStack gap={3} wrap="wrap">
        <Input maxW="xs" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} aria-label={t`Find people`} placeholder={t`Find people`} />
        <Button variant="outline" size="sm" disabled={addable.length === 0} onClick={() => setPicked(new Set(addable.map((p) => p.email!)))}>
          <Trans>Select everyone who can be added</Trans>
        </Button>
        <Button colorPalette="brand" size="sm" disabled={count === 0} loading={importing} onClick={() => void add()}>
          {count === 0 ? <Trans>Add people</Trans> : plural(count, { one: 'Add # person', other: 'Add # people' })}
        </Button>
      </HStack>
      {outcome?.kind === 'done' ? <AddedSummary added={outcome.added} pending={outcome.pending} /> : null}
      {outcome?.kind === 'failed' ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{outcome.message}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Table.Root size="sm" aria-label={t`People of ${title}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="10">
              <VisuallyHidden>
                <Trans>Pick</Trans>
              </VisuallyHidden>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Name</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>E-mail</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Status</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {shown.map((person) => (
            <Table.Row key={person.externalId}>
              <Table.Cell>
                {person.status === 'ADDABLE' && person.email ? (
                  <Checkbox.Root size="sm" checked={picked.has(person.email)} onCheckedChange={(e) => toggle(person.email!, Boolean(e.checked))}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      <VisuallyHidden>{pickLabel(person.name)}</VisuallyHidden>
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
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

/** The same words as adding by address: who is in now, and who joins at their first sign-in. */
function AddedSummary({ added, pending }: { added: number; pending: number }) {
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Title>
        <Trans>
          {added} added, {pending} will join at their first sign-in
        </Trans>
      </Alert.Title>
    </Alert.Root>
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
