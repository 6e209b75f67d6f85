import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import HomeScreenQueryNode, { type HomeScreenQuery } from '../../__generated__/HomeScreenQuery.graphql';
import { storedUserInfo } from '../../api/user-info';
import { environment } from '../../relay/environment';
import { HomeScreen } from './HomeScreen';

// The shell's guard has loaded the user info before this runs.
const viewerIsAdmin = () => (storedUserInfo()?.ws_user_type ?? 0) >= 2;

export function loader() {
  return loadQuery<HomeScreenQuery>(environment, HomeScreenQueryNode, { isAdmin: viewerIsAdmin() }, { fetchPolicy: 'store-and-network' });
}

export function Component() {
  const preloaded = useLoaderData() as PreloadedQuery<HomeScreenQuery>;
  const data = usePreloadedQuery<HomeScreenQuery>(HomeScreenQueryNode, preloaded);
  return <HomeScreen data={data} isAdmin={preloaded.variables.isAdmin} />;
}
