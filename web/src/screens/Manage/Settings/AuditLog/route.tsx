import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import AuditLogScreenQueryNode, { type AuditLogScreenQuery } from '../../../../__generated__/AuditLogScreenQuery.graphql';
import { environment } from '../../../../relay/environment';
import { auditFilterOf, auditFilterValuesOf } from './auditFilter';
import { AuditLogScreen } from './AuditLogScreen';

// The filter is the address's: a changed filter is a navigation, and loads again from here.
export function loader({ request }: LoaderFunctionArgs) {
  const filter = auditFilterOf(auditFilterValuesOf(new URL(request.url).searchParams));
  // Always from the server: the log grows with every act, this screen's included.
  return loadQuery<AuditLogScreenQuery>(environment, AuditLogScreenQueryNode, { filter }, { fetchPolicy: 'network-only' });
}

export function Component() {
  const data = usePreloadedQuery<AuditLogScreenQuery>(AuditLogScreenQueryNode, useLoaderData() as PreloadedQuery<AuditLogScreenQuery>);
  return <AuditLogScreen data={data} />;
}
