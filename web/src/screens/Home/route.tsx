import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import HomeScreenQueryNode, { type HomeScreenQuery } from '../../__generated__/HomeScreenQuery.graphql';
import { guardSignedIn } from '../../routes/guard';
import { environment } from '../../relay/environment';
import { HomeScreen } from './HomeScreen';

type Loaded = { preloaded: PreloadedQuery<HomeScreenQuery>; isAdmin: boolean };

// Whether the person manages the workspace (where the apps card leads) is read from this
// navigation's user info (shared with the shell's guard), not from the copy stored before a
// switch of workspace, where the person may hold another type.
export async function loader(): Promise<Loaded> {
  const info = await guardSignedIn();
  const preloaded = loadQuery<HomeScreenQuery>(environment, HomeScreenQueryNode, {}, { fetchPolicy: 'store-and-network' });
  return { preloaded, isAdmin: (info.ws_user_type ?? 0) >= 2 };
}

export function Component() {
  const { preloaded, isAdmin } = useLoaderData() as Loaded;
  const data = usePreloadedQuery<HomeScreenQuery>(HomeScreenQueryNode, preloaded);
  return <HomeScreen data={data} isAdmin={isAdmin} />;
}
