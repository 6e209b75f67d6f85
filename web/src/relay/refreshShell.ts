import { fetchQuery } from 'react-relay';
import AppShellQuery from '../__generated__/AppShellQuery.graphql';
import { environment } from './environment';

/** Reads the signed-in frame's data again, so the header and other Relay-fed parts show a change. */
export function refreshShell() {
  fetchQuery(environment, AppShellQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});
}
