import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import HomeScreenQueryNode, { type HomeScreenQuery } from '../../__generated__/HomeScreenQuery.graphql';
import { guardSignedIn } from '../../routes/guard';
import { environment } from '../../relay/environment';
import { HomeScreen } from './HomeScreen';

// The page asks for admin data only of an admin of the current workspace: read from this
// navigation's user info (shared with the shell's guard), not from the copy stored before a
// switch of workspace, where the person may hold another type.
export async function loader() {
  const info = await guardSignedIn();
  return loadQuery<HomeScreenQuery>(environment, HomeScreenQueryNode, { isAdmin: (info.ws_user_type ?? 0) >= 2 }, { fetchPolicy: 'store-and-network' });
}

export function Component() {
  const preloaded = useLoaderData() as PreloadedQuery<HomeScreenQuery>;
  const data = usePreloadedQuery<HomeScreenQuery>(HomeScreenQueryNode, preloaded);
  return <HomeScreen data={data} isAdmin={preloaded.variables.isAdmin} />;
}
