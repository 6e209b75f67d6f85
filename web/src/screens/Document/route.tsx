import { loadQuery, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import DocumentScreenQueryNode, { type DocumentScreenQuery } from '../../__generated__/DocumentScreenQuery.graphql';
import { environment } from '../../relay/environment';
import { guardSignedIn } from '../../routes/guard';
import { DocumentScreen } from './DocumentScreen';

type Loaded = { preloaded: PreloadedQuery<DocumentScreenQuery>; isAdmin: boolean };

/**
 * `/document/:id?q=…`: a document (its global ID), opened at the passage the search `q` found.
 * Whether the person manages the workspace (who may ask who reads it) is this navigation's user info.
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<Loaded> {
  const info = await guardSignedIn();
  const query = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  const preloaded = loadQuery<DocumentScreenQuery>(
    environment,
    DocumentScreenQueryNode,
    { id: params.id ?? '', query, hasQuery: query !== '' },
    { fetchPolicy: 'store-or-network' },
  );
  return { preloaded, isAdmin: (info.ws_user_type ?? 0) >= 2 };
}

export function Component() {
  const { preloaded, isAdmin } = useLoaderData() as Loaded;
  const data = usePreloadedQuery<DocumentScreenQuery>(DocumentScreenQueryNode, preloaded);
  // Another document: a fresh page, opened at its own passage.
  return <DocumentScreen key={preloaded.variables.id} data={data} query={preloaded.variables.query} isAdmin={isAdmin} />;
}
