import { Combobox, createListCollection, Field, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { WorkspacePickerQuery, WorkspacePickerQuery$data } from '../../__generated__/WorkspacePickerQuery.graphql';
import { DEBOUNCE_MS } from '../../hooks/useDebounce';
import { VERSION_LABELS } from '../Manage/Billing/labels';

const workspacePickerQuery = graphql`
  query WorkspacePickerQuery($search: String!) {
    operations {
      workspaces(search: $search) {
        internalID
        name
        creatorName
        creatorEmail
        version
        expiresAt
      }
    }
  }
`;

export type PickedWorkspace = NonNullable<WorkspacePickerQuery$data['operations']>['workspaces'][number];

/** The most matches the server gives (`Operations.workspaces`): with as many, more may match. */
const MOST_MATCHES = 20;
/** The longest search the server takes. */
const LONGEST_SEARCH = 254;

/** What a search found: its matches, or null when it failed. */
type Found = { search: string; workspaces: readonly PickedWorkspace[] | null };
const NONE: readonly PickedWorkspace[] = [];

/**
 * The workspace a back-office order or a gift is for, found as the operator types its name, its
 * creator's e-mail or one of its order numbers, and picked from the matches (each with its creator
 * and plan, so that two of a like name are told apart). Typing again drops the pick.
 */
export function WorkspacePicker({ value, onChange, error }: { value: PickedWorkspace | null; onChange: (next: PickedWorkspace | null) => void; error?: string }) {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  // "Pick one" no longer holds once one is picked.
  const problem = value ? undefined : error;
  const [typed, setTyped] = useState(value?.name ?? '');
  const [found, setFound] = useState<Found | null>(null);
  const search = typed.trim();
  const picking = Boolean(search) && search !== value?.name;

  useEffect(() => {
    if (!picking) return;
    let subscription: { unsubscribe: () => void } | undefined;
    // Asked once typing pauses; a newer search drops the answer of an older one.
    const timer = setTimeout(() => {
      subscription = fetchQuery<WorkspacePickerQuery>(environment, workspacePickerQuery, { search }, { fetchPolicy: 'network-only' }).subscribe({
        next: (data) => setFound({ search, workspaces: data.operations?.workspaces ?? [] }),
        error: () => setFound({ search, workspaces: null }),
      });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, search, picking]);

  const current = picking && found?.search === search ? found : null;
  const matches = current?.workspaces ?? NONE;
  // The pick stays in the collection once the list is gone: the combobox shows what it names.
  const collection = useMemo(() => {
    const items = picking || !value ? [...matches] : [value];
    return createListCollection({ items, itemToString: (w) => w.name, itemToValue: (w) => w.internalID });
  }, [picking, matches, value]);

  return (
    <Field.Root required invalid={Boolean(problem)}>
      <Field.Label>
        <Trans>Workspace</Trans>
        <Field.RequiredIndicator />
      </Field.Label>
      <Combobox.Root
        collection={collection}
        inputValue={typed}
        onInputValueChange={(details) => {
          setTyped(details.inputValue);
          // A pick stands for the name it shows: typing drops it.
          if (value && details.reason === 'input-change') onChange(null);
        }}
        value={value ? [value.internalID] : []}
        onValueChange={(details) => onChange((details.items[0] as PickedWorkspace | undefined) ?? null)}
        inputBehavior="autohighlight"
        positioning={{ sameWidth: true }}
      >
        <Combobox.Control>
          <Combobox.Input placeholder={t`Name, creator’s e-mail or order number`} maxLength={LONGEST_SEARCH} autoComplete="off" />
          <Combobox.IndicatorGroup>
            {picking && !current ? <Spinner size="xs" aria-hidden /> : null}
            <Combobox.ClearTrigger aria-label={t`Clear`} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content hidden={!picking || matches.length === 0}>
              {matches.map((workspace) => (
                <Combobox.Item key={workspace.internalID} item={workspace}>
                  <WorkspaceSummary workspace={workspace} />
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : <PickerHelp value={value} picking={picking} current={current} />}
    </Field.Root>
  );
}

/** Below the field: what is picked, or how the search stands. */
function PickerHelp({ value, picking, current }: { value: PickedWorkspace | null; picking: boolean; current: Found | null }) {
  const { t } = useLingui();
  const plan = usePlan();
  let help: string;
  if (value && !picking) {
    const creator = value.creatorEmail ?? value.creatorName ?? '';
    const id = value.internalID;
    help = t`Picked: created by ${creator}; ${plan(value)}; ID ${id}`;
  }
  else if (!picking) help = t`Type a workspace’s name, its creator’s e-mail or an order number, then pick it from the list.`;
  else if (!current) help = t`Searching…`;
  else if (current.workspaces === null) help = t`The workspaces could not be searched. Try again.`;
  else if (current.workspaces.length === 0) help = t`No workspace’s name, creator’s e-mail or order number holds “${current.search}”.`;
  else if (current.workspaces.length >= MOST_MATCHES) help = t`The first ${MOST_MATCHES} matches, by name: type more to narrow them.`;
  else help = t`Pick the workspace from the list.`;
  return <Field.HelperText aria-live="polite">{help}</Field.HelperText>;
}

/** A version and until when, as the operator reads it. */
function usePlan() {
  const { t, i18n } = useLingui();
  return (workspace: PickedWorkspace) => {
    const version = i18n._(VERSION_LABELS[workspace.version as keyof typeof VERSION_LABELS] ?? VERSION_LABELS.FREE);
    if (!workspace.expiresAt) return version;
    const until = i18n.date(new Date(workspace.expiresAt), { dateStyle: 'medium' });
    return t`${version} until ${until}`;
  };
}

function WorkspaceSummary({ workspace }: { workspace: PickedWorkspace }) {
  const plan = usePlan();
  return (
    <Stack gap={0} flex="1" minW={0}>
      <Combobox.ItemText fontWeight="medium">{workspace.name}</Combobox.ItemText>
      <Text color="fg.muted" fontSize="xs">
        {[workspace.creatorEmail ?? workspace.creatorName, plan(workspace)].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}
