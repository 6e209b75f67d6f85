import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import PaymentScreenQueryNode, { type PaymentScreenQuery } from '../../../../__generated__/PaymentScreenQuery.graphql';
import { environment } from '../../../../relay/environment';
import { PaymentScreen } from './PaymentScreen';

export function loader() {
  // Always the server's word: a payment may have landed since the last visit.
  return loadQuery<PaymentScreenQuery>(environment, PaymentScreenQueryNode, {}, { fetchPolicy: 'network-only' });
}

export function Component() {
  const data = usePreloadedQuery<PaymentScreenQuery>(PaymentScreenQueryNode, useLoaderData() as PreloadedQuery<PaymentScreenQuery>);
  return <PaymentScreen data={data} />;
}
