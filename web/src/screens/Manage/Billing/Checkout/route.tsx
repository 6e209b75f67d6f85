import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import AddonScreenQueryNode, { type AddonScreenQuery } from '../../../../__generated__/AddonScreenQuery.graphql';
import UpgradeScreenQueryNode, { type UpgradeScreenQuery } from '../../../../__generated__/UpgradeScreenQuery.graphql';
import { environment } from '../../../../relay/environment';
import { AddonScreen } from './AddonScreen';
import { UpgradeScreen } from './UpgradeScreen';

export const upgrade = {
  loader: () => loadQuery<UpgradeScreenQuery>(environment, UpgradeScreenQueryNode, {}, { fetchPolicy: 'network-only' }),
  Component: function Upgrade() {
    const data = usePreloadedQuery<UpgradeScreenQuery>(UpgradeScreenQueryNode, useLoaderData() as PreloadedQuery<UpgradeScreenQuery>);
    return <UpgradeScreen data={data} />;
  },
};

export const addon = {
  loader: () => loadQuery<AddonScreenQuery>(environment, AddonScreenQueryNode, {}, { fetchPolicy: 'network-only' }),
  Component: function Addon() {
    const data = usePreloadedQuery<AddonScreenQuery>(AddonScreenQueryNode, useLoaderData() as PreloadedQuery<AddonScreenQuery>);
    return <AddonScreen data={data} />;
  },
};
