import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import CreateAppScreenQueryNode, { type CreateAppScreenQuery } from '../../../__generated__/CreateAppScreenQuery.graphql';
import { environment } from '../../../relay/environment';
import type { AppSection } from '../section';
import { CreateAppScreen } from './CreateAppScreen';

const load = (section: AppSection) =>
  loadQuery<CreateAppScreenQuery>(environment, CreateAppScreenQueryNode, { manage: section === 'manage' }, { fetchPolicy: 'store-and-network' });

function CreateAppRoute({ section }: { section: AppSection }) {
  const data = usePreloadedQuery<CreateAppScreenQuery>(CreateAppScreenQueryNode, useLoaderData() as PreloadedQuery<CreateAppScreenQuery>);
  const [params] = useSearchParams();
  const connectorKey = params.get('connector');
  // A new form for another connector: nothing typed for one carries over to the next.
  return <CreateAppScreen key={connectorKey} data={data} section={section} connectorKey={connectorKey} />;
}

/** `/manage/datasources/create?connector=…`: a workspace app. */
export const manageCreateApp = {
  loader: () => load('manage'),
  Component: function ManageCreateApp() {
    return <CreateAppRoute section="manage" />;
  },
};

/** `/personal/create?connector=…`: an app of one's own. */
export const personalCreateApp = {
  loader: () => load('personal'),
  Component: function PersonalCreateApp() {
    return <CreateAppRoute section="personal" />;
  },
};
