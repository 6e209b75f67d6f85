import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import AccountSettingQueryNode, { type AccountSettingScreenQuery } from '../../__generated__/AccountSettingScreenQuery.graphql';
import { environment } from '../../relay/environment';
import { AccountSettingScreen } from './AccountSettingScreen';

/** `/accountSetting`: the person's own settings, and their linked accounts in the current workspace. */
export function loader() {
  return loadQuery<AccountSettingScreenQuery>(environment, AccountSettingQueryNode, {}, { fetchPolicy: 'store-and-network' });
}

export function Component() {
  const data = usePreloadedQuery<AccountSettingScreenQuery>(AccountSettingQueryNode, useLoaderData() as PreloadedQuery<AccountSettingScreenQuery>);
  return <AccountSettingScreen data={data} />;
}
