import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import AppPeopleQueryNode, { type AppPeopleQuery } from '../../../__generated__/AppPeopleQuery.graphql';
import ImportFromAppScreenQueryNode, { type ImportFromAppScreenQuery } from '../../../__generated__/ImportFromAppScreenQuery.graphql';
import { environment } from '../../../relay/environment';
import { ImportFromAppScreen } from './ImportFromAppScreen';

type Loaded = { screen: PreloadedQuery<ImportFromAppScreenQuery>; people: PreloadedQuery<AppPeopleQuery> | null };

/**
 * `/manage/addUser/app?app=<id>`: the workspace's apps with a people directory, and the chosen
 * one's people, read afresh from its source each time it is opened.
 */
export function loader({ request }: LoaderFunctionArgs): Loaded {
  const appId = new URL(request.url).searchParams.get('app');
  return {
    screen: loadQuery<ImportFromAppScreenQuery>(environment, ImportFromAppScreenQueryNode, {}, { fetchPolicy: 'store-and-network' }),
    people: appId ? loadQuery<AppPeopleQuery>(environment, AppPeopleQueryNode, { appId }, { fetchPolicy: 'network-only' }) : null,
  };
}

export function Component() {
  const loaded = useLoaderData() as Loaded;
  const data = usePreloadedQuery<ImportFromAppScreenQuery>(ImportFromAppScreenQueryNode, loaded.screen);
  return <ImportFromAppScreen data={data} people={loaded.people} />;
}
