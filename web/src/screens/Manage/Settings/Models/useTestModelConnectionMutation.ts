import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  ModelKind,
  ModelSettingsInput,
  useTestModelConnectionMutation as Mutation,
} from '../../../../__generated__/useTestModelConnectionMutation.graphql';

/** How a connection test went: the model and its latency, or why not (with the provider's own words). */
export type ConnectionResult =
  | { ok: true; model: string; latencyMs: number }
  | { ok: false; message: string; httpStatus: number | null; providerMessage: string | null; problems: Record<string, string> };

/** Calls a model once with the form's values; nothing is saved and nothing in the store changes. */
export function useTestModelConnectionMutation() {
  const { t } = useLingui();
  const [commit, inFlight] = useMutation<Mutation>(graphql`
    mutation useTestModelConnectionMutation($kind: ModelKind!, $input: ModelSettingsInput) {
      testModelConnection(kind: $kind, input: $input) {
        __typename
        ... on TestModelConnectionPayload {
          model
          latencyMs
        }
        ... on ModelConnectionError {
          httpStatus
          providerMessage
        }
        ... on ValidationError {
          problems {
            field
            message
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const test = useCallback(
    (kind: ModelKind, input: ModelSettingsInput) =>
      new Promise<ConnectionResult>((resolve) => {
        const failed = { ok: false as const, message: t`Operation failed`, httpStatus: null, providerMessage: null, problems: {} };
        commit({
          variables: { kind, input },
          onCompleted: (response, errors) => {
            const result = response.testModelConnection;
            if (errors?.length || !result) return resolve(failed);
            if (result.__typename === 'TestModelConnectionPayload' && result.model != null && result.latencyMs != null) {
              return resolve({ ok: true, model: result.model, latencyMs: result.latencyMs });
            }
            resolve({
              ok: false,
              message: result.message || failed.message,
              httpStatus: result.httpStatus ?? null,
              providerMessage: result.providerMessage ?? null,
              problems: Object.fromEntries((result.problems ?? []).map((p) => [p.field, p.message])),
            });
          },
          onError: () => resolve(failed),
        });
      }),
    [commit, t],
  );
  return [test, inFlight] as const;
}
