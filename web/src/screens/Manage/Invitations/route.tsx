import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import InvitationsScreenQueryNode, { type InvitationsScreenQuery } from '../../../__generated__/InvitationsScreenQuery.graphql';
import { environment } from '../../../relay/environment';
import { InvitationsScreen } from './InvitationsScreen';

export function loader() {
  return loadQuery<InvitationsScreenQuery>(environment, InvitationsScreenQueryNode, {}, { fetchPolicy: 'store-and-network' });
}

export function Component() {
  const data = usePreloadedQuery<InvitationsScreenQuery>(InvitationsScreenQueryNode, useLoaderData() as PreloadedQuery<InvitationsScreenQuery>);
  return <InvitationsScreen data={data} />;
}
