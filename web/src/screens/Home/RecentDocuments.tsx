import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { RecentDocuments_query$key } from '../../__generated__/RecentDocuments_query.graphql';
import { RelativeTime } from '../../components/RelativeTime';
import { StartingPoint } from './StartingPoint';

export function RecentDocuments({ query }: { query: RecentDocuments_query$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment RecentDocuments_query on Query {
        documents(first: 5) {
          edges {
            node {
              id
              title
              url
              downloadUrl
              updatedAt
              app {
                title
              }
            }
          }
        }
      }
    `,
    query,
  );
  const items = data.documents.edges.map(({ node }) => ({
    id: node.id,
    title: node.title,
    href: node.url ?? node.downloadUrl ?? `/search?q=${encodeURIComponent(node.title)}`,
    external: Boolean(node.url ?? node.downloadUrl),
    meta: (
      <>
        {node.app.title} · <RelativeTime value={node.updatedAt} />
      </>
    ),
  }));
  return (
    <StartingPoint
      id="recent-documents"
      title={t`Recently updated documents`}
      empty={t`No documents yet: connect an app to sync its documents.`}
      items={items}
      all={{ href: '/search', label: t`Search documents` }}
    />
  );
}
