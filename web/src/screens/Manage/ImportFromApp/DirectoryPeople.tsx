import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { startTransition, useMemo, useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { DirectoryPeople_app$key } from '../../../__generated__/DirectoryPeople_app.graphql';
import { DirectoryPersonRow } from './DirectoryPersonRow';
import { DirectoryProblem } from './DirectoryProblem';
import { DirectoryTable } from './DirectoryTable';
import { ImportOutcome, type Outcome } from './ImportOutcome';
import { NoAddressNotice } from './NoAddressNotice';
import { useImportMembersMutation } from './useImportMembersMutation';

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

  if (!directory) {
    return (
      <Text>
        <Trans>This app keeps no directory of people to import from.</Trans>
      </Text>
    );
  }
  const problem = directory.problem;
  if (problem) return <DirectoryProblem appId={data.id} title={title} problem={problem} />;
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
      {addable.length === 0 && withoutAddress > 0 ? <NoAddressNotice title={title} /> : null}
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
        <Button colorPalette="brand" size="sm" disabled={count === 0} loading={importing} loadingText={t`Adding…`} onClick={() => void add()}>
          {count === 0 ? <Trans>Add people</Trans> : plural(count, { one: 'Add # person', other: 'Add # people' })}
        </Button>
      </HStack>
      <ImportOutcome outcome={outcome} />
      <DirectoryTable label={t`People of ${title}`}>
        {shown.map((person) => (
          <DirectoryPersonRow key={person.externalId} person={person} picked={Boolean(person.email && picked.has(person.email))} onPick={toggle} />
        ))}
      </DirectoryTable>
    </Stack>
  );
}
