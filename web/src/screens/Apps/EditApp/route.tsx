import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import EditAppScreenQueryNode, { type EditAppScreenQuery } from '../../../__generated__/EditAppScreenQuery.graphql';
import { environment } from '../../../relay/environment';
import type { AppSection } from '../section';
import { EditAppScreen } from './EditAppScreen';

const load = (section: AppSection, { params }: LoaderFunctionArgs) =>
  loadQuery<EditAppScreenQuery>(
    environment,
    EditAppScreenQueryNode,
    { id: params.id ?? '', manage: section === 'manage' },
    { fetchPolicy: 'store-and-network' },
  );

function EditAppRoute({ section }: { section: AppSection }) {
  const data = usePreloadedQuery<EditAppScreenQuery>(EditAppScreenQueryNode, useLoaderData() as PreloadedQuery<EditAppScreenQuery>);
  // Another app: a fresh page, with none of the previous one's form or search.
  return <EditAppScreen key={data.node?.app?.id} data={data} section={section} />;
}

/** `/manage/datasources/edit/:id`: a workspace app. */
export const manageEditApp = {
  loader: (args: LoaderFunctionArgs) => load('manage', args),
  Component: function ManageEditApp() {
    return <EditAppRoute section="manage" />;
  },
};

/** `/personal/edit/:id`: one's own app. */
export const personalEditApp = {
  loader: (args: LoaderFunctionArgs) => load('personal', args),
  Component: function PersonalEditApp() {
    return <EditAppRoute section="personal" />;
  },
};
