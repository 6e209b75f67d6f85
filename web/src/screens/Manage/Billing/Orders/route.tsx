import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import OrdersScreenQueryNode, { type OrdersScreenQuery } from '../../../../__generated__/OrdersScreenQuery.graphql';
import { environment } from '../../../../relay/environment';
import { OrdersScreen } from './OrdersScreen';

export function loader() {
  return loadQuery<OrdersScreenQuery>(environment, OrdersScreenQueryNode, {}, { fetchPolicy: 'network-only' });
}

export function Component() {
  const data = usePreloadedQuery<OrdersScreenQuery>(OrdersScreenQueryNode, useLoaderData() as PreloadedQuery<OrdersScreenQuery>);
  return <OrdersScreen data={data} />;
}
