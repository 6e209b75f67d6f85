import { fetchQuery, graphql, loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { redirect, useLoaderData } from 'react-router-dom';
import type { routeOperationsGuardQuery } from '../../__generated__/routeOperationsGuardQuery.graphql';
import OperationsScreenQueryNode, { type OperationsScreenQuery } from '../../__generated__/OperationsScreenQuery.graphql';
import { environment } from '../../relay/environment';
import { OperationsScreen } from './OperationsScreen';

const guardQuery = graphql`
  query routeOperationsGuardQuery {
    viewer {
      isOperator
    }
  }
`;

/** Platform operators only: anyone else goes to /403 before the desk's data is asked for. */
export async function loader() {
  const guard = await fetchQuery<routeOperationsGuardQuery>(environment, guardQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
  if (!guard?.viewer?.isOperator) throw redirect('/403');
  return loadQuery<OperationsScreenQuery>(environment, OperationsScreenQueryNode, {}, { fetchPolicy: 'network-only' });
}

export function Component() {
  const data = usePreloadedQuery<OperationsScreenQuery>(OperationsScreenQueryNode, useLoaderData() as PreloadedQuery<OperationsScreenQuery>);
  return <OperationsScreen data={data} />;
}
