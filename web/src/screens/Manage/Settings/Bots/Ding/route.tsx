import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import DingBotEditScreenQueryNode, { type DingBotEditScreenQuery } from '../../../../../__generated__/DingBotEditScreenQuery.graphql';
import DingBotsScreenQueryNode, { type DingBotsScreenQuery } from '../../../../../__generated__/DingBotsScreenQuery.graphql';
import { environment } from '../../../../../relay/environment';
import { DingBotEditScreen } from './DingBotEditScreen';
import { DingBotsScreen } from './DingBotsScreen';

/** `/manage/settings/dingbot`: the list. */
export const dingBots = {
  loader: () => loadQuery<DingBotsScreenQuery>(environment, DingBotsScreenQueryNode, {}, { fetchPolicy: 'store-and-network' }),
  Component: function DingBotsRoute() {
    const data = usePreloadedQuery<DingBotsScreenQuery>(DingBotsScreenQueryNode, useLoaderData() as PreloadedQuery<DingBotsScreenQuery>);
    return <DingBotsScreen data={data} />;
  },
};

/** `/manage/settings/dingbot/edit/:id`, `new` for a new bot. */
export const dingBotEditor = {
  loader: ({ params }: LoaderFunctionArgs) => {
    const editing = Boolean(params.id) && params.id !== 'new';
    return loadQuery<DingBotEditScreenQuery>(
      environment,
      DingBotEditScreenQueryNode,
      { id: editing ? params.id! : '', editing },
      { fetchPolicy: 'store-and-network' },
    );
  },
  Component: function DingBotEditRoute() {
    const preloaded = useLoaderData() as PreloadedQuery<DingBotEditScreenQuery>;
    const data = usePreloadedQuery<DingBotEditScreenQuery>(DingBotEditScreenQueryNode, preloaded);
    return <DingBotEditScreen data={data} editing={preloaded.variables.editing} />;
  },
};
