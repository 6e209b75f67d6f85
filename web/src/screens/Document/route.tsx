import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import DocumentScreenQueryNode, { type DocumentScreenQuery } from '../../__generated__/DocumentScreenQuery.graphql';
import { environment } from '../../relay/environment';
import { DocumentScreen } from './DocumentScreen';

/** `/document/:id?q=…`: a document (its global ID), opened at the passage the search `q` found. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  return loadQuery<DocumentScreenQuery>(
    environment,
    DocumentScreenQueryNode,
    { id: params.id ?? '', query, hasQuery: query !== '' },
    { fetchPolicy: 'store-or-network' },
  );
}

export function Component() {
  const preloaded = useLoaderData() as PreloadedQuery<DocumentScreenQuery>;
  const data = usePreloadedQuery<DocumentScreenQuery>(DocumentScreenQueryNode, preloaded);
  // Another document: a fresh page, opened at its own passage.
  return <DocumentScreen key={preloaded.variables.id} data={data} query={preloaded.variables.query} />;
}
