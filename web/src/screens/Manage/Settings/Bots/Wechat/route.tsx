import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import WechatBotEditScreenQueryNode, { type WechatBotEditScreenQuery } from '../../../../../__generated__/WechatBotEditScreenQuery.graphql';
import WechatBotsScreenQueryNode, { type WechatBotsScreenQuery } from '../../../../../__generated__/WechatBotsScreenQuery.graphql';
import { environment } from '../../../../../relay/environment';
import { WechatBotEditScreen } from './WechatBotEditScreen';
import { WechatBotsScreen } from './WechatBotsScreen';

/** `/manage/settings/wechat`: the list. */
export const wechatBots = {
  loader: () => loadQuery<WechatBotsScreenQuery>(environment, WechatBotsScreenQueryNode, {}, { fetchPolicy: 'store-and-network' }),
  Component: function WechatBotsRoute() {
    const data = usePreloadedQuery<WechatBotsScreenQuery>(WechatBotsScreenQueryNode, useLoaderData() as PreloadedQuery<WechatBotsScreenQuery>);
    return <WechatBotsScreen data={data} />;
  },
};

/** `/manage/settings/wechat/edit/:id`, `new` for a new bot. */
export const wechatBotEditor = {
  loader: ({ params }: LoaderFunctionArgs) => {
    const editing = Boolean(params.id) && params.id !== 'new';
    return loadQuery<WechatBotEditScreenQuery>(
      environment,
      WechatBotEditScreenQueryNode,
      { id: editing ? params.id! : '', editing },
      { fetchPolicy: 'store-and-network' },
    );
  },
  Component: function WechatBotEditRoute() {
    const preloaded = useLoaderData() as PreloadedQuery<WechatBotEditScreenQuery>;
    const data = usePreloadedQuery<WechatBotEditScreenQuery>(WechatBotEditScreenQueryNode, preloaded);
    return <WechatBotEditScreen data={data} editing={preloaded.variables.editing} />;
  },
};
