import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import AppStoreScreenQueryNode, { type AppStoreScreenQuery } from '../../../__generated__/AppStoreScreenQuery.graphql';
import { environment } from '../../../relay/environment';
import type { AppSection } from '../section';
import { AppStoreScreen } from './AppStoreScreen';

const load = () => loadQuery<AppStoreScreenQuery>(environment, AppStoreScreenQueryNode, {}, { fetchPolicy: 'store-or-network' });

function AppStoreRoute({ section }: { section: AppSection }) {
  const data = usePreloadedQuery<AppStoreScreenQuery>(AppStoreScreenQueryNode, useLoaderData() as PreloadedQuery<AppStoreScreenQuery>);
  return <AppStoreScreen data={data} section={section} />;
}

/** `/manage/datasources/appStore`: apps for the whole workspace. */
export const manageAppStore = {
  loader: load,
  Component: function ManageAppStore() {
    return <AppStoreRoute section="manage" />;
  },
};

/** `/personal/appStore`: apps of one's own. */
export const personalAppStore = {
  loader: load,
  Component: function PersonalAppStore() {
    return <AppStoreRoute section="personal" />;
  },
};
