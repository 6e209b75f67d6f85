import { loadQuery } from 'react-relay';
import AppShellQuery, { type AppShellQuery as AppShellQueryType } from '../__generated__/AppShellQuery.graphql';
import { environment } from '../relay/environment';
import { guardSignedIn } from '../routes/guard';

export { AppShell as Component } from './AppShell';

/** The signed-in frame's query; each page below loads its own data. */
export async function loader() {
  await guardSignedIn();
  return loadQuery<AppShellQueryType>(environment, AppShellQuery, {}, { fetchPolicy: 'store-or-network' });
}
