import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import InstalledAppsScreenQueryNode, { type InstalledAppsScreenQuery } from '../../../__generated__/InstalledAppsScreenQuery.graphql';
import { environment } from '../../../relay/environment';
import type { AppSection } from '../section';
import { InstalledAppsScreen } from './InstalledAppsScreen';

const load = (section: AppSection) =>
  loadQuery<InstalledAppsScreenQuery>(environment, InstalledAppsScreenQueryNode, { manage: section === 'manage' }, { fetchPolicy: 'store-and-network' });

function InstalledAppsRoute({ section }: { section: AppSection }) {
  const data = usePreloadedQuery<InstalledAppsScreenQuery>(
    InstalledAppsScreenQueryNode,
    useLoaderData() as PreloadedQuery<InstalledAppsScreenQuery>,
  );
  return <InstalledAppsScreen data={data} section={section} />;
}

/** `/manage/datasources/installed`: the workspace's apps. */
export const manageInstalledApps = {
  loader: () => load('manage'),
  Component: function ManageInstalledApps() {
    return <InstalledAppsRoute section="manage" />;
  },
};

/** `/personal/installed`: the viewer's own apps. */
export const personalInstalledApps = {
  loader: () => load('personal'),
  Component: function PersonalInstalledApps() {
    return <InstalledAppsRoute section="personal" />;
  },
};
