import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import BaseSettingsScreenQueryNode, { type BaseSettingsScreenQuery } from '../../../__generated__/BaseSettingsScreenQuery.graphql';
import { environment } from '../../../relay/environment';
import { BaseSettingsScreen } from './BaseSettingsScreen';

export function loader() {
  return loadQuery<BaseSettingsScreenQuery>(environment, BaseSettingsScreenQueryNode, {}, { fetchPolicy: 'network-only' });
}

export function Component() {
  const data = usePreloadedQuery<BaseSettingsScreenQuery>(
    BaseSettingsScreenQueryNode,
    useLoaderData() as PreloadedQuery<BaseSettingsScreenQuery>,
  );
  return <BaseSettingsScreen data={data} />;
}
