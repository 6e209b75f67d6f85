import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useSessionMutationsEndMutation as End } from '../../__generated__/useSessionMutationsEndMutation.graphql';
import type { useSessionMutationsEndOthersMutation as EndOthers } from '../../__generated__/useSessionMutationsEndOthersMutation.graphql';
import { commitForSave } from '../../relay/mutationResult';

/** Keeps the viewer's listed sessions that pass `keep`: an ended one leaves the list at once. */
function keepSessions(store: RecordSourceSelectorProxy, keep: (id: string, current: boolean) => boolean) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  const listed = viewer?.getLinkedRecords('sessions') ?? [];
  viewer?.setLinkedRecords(
    listed.filter((record) => keep(String(record.getValue('id')), record.getValue('current') === true)),
    'sessions',
  );
}

/**
 * Signing the viewer's browsers out: `end` one (the message when it failed), or every one but
 * this (`endOthers`, how many ended).
 */
export function useSessionMutations() {
  const { t } = useLingui();
  const [commitEnd, ending] = useMutation<End>(graphql`
    mutation useSessionMutationsEndMutation($input: EndSessionInput!) {
      endSession(input: $input) {
        __typename
        ... on EndSessionPayload {
          endedSessionId
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [commitEndOthers, endingOthers] = useMutation<EndOthers>(graphql`
    mutation useSessionMutationsEndOthersMutation {
      endOtherSessions {
        endedCount
      }
    }
  `);
  const end = useCallback(
    async (sessionId: string) =>
      (
        await commitForSave(
          commitEnd,
          {
            variables: { input: { sessionId } },
            updater: (store, response) => {
              const result = response?.endSession;
              if (result?.__typename === 'EndSessionPayload') keepSessions(store, (id) => id !== result.endedSessionId);
            },
          },
          (r) => r.endSession,
          t`Operation failed`,
        )
      ).message,
    [commitEnd, t],
  );
  const endOthers = useCallback(
    () =>
      new Promise<number | null>((resolve) =>
        commitEndOthers({
          variables: {},
          updater: (store) => keepSessions(store, (_id, current) => current),
          onCompleted: (response, errors) => resolve(errors?.length ? null : response.endOtherSessions.endedCount),
          onError: () => resolve(null),
        }),
      ),
    [commitEndOthers],
  );
  return { end, ending, endOthers, endingOthers };
}
