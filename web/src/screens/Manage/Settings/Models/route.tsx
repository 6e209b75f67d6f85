import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import ModelSettingsScreenQueryNode, { type ModelSettingsScreenQuery } from '../../../../__generated__/ModelSettingsScreenQuery.graphql';
import { environment } from '../../../../relay/environment';
import { ModelSettingsScreen } from './ModelSettingsScreen';

export function loader() {
  return loadQuery<ModelSettingsScreenQuery>(environment, ModelSettingsScreenQueryNode, {}, { fetchPolicy: 'network-only' });
}

export function Component() {
  const data = usePreloadedQuery<ModelSettingsScreenQuery>(
    ModelSettingsScreenQueryNode,
    useLoaderData() as PreloadedQuery<ModelSettingsScreenQuery>,
  );
  return <ModelSettingsScreen data={data} />;
}
