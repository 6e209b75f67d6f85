import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { RecentChats_query$key } from '../../__generated__/RecentChats_query.graphql';
import { RelativeTime } from '../../components/RelativeTime';
import { StartingPoint } from './StartingPoint';

export function RecentChats({ query }: { query: RecentChats_query$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment RecentChats_query on Query {
        conversations(first: 5) {
          edges {
            node {
              id
              title
              updatedAt
            }
          }
        }
      }
    `,
    query,
  );
  const items = data.conversations.edges.map(({ node }) => ({
    id: node.id,
    title: node.title,
    href: `/chat?c=${encodeURIComponent(node.id)}`,
    meta: <RelativeTime value={node.updatedAt} />,
  }));
  return (
    <StartingPoint
      id="recent-chats"
      title={t`Recent chats`}
      empty={t`No chats yet: ask the assistant anything about your documents.`}
      items={items}
      all={{ href: '/chat', label: t`Open chat` }}
    />
  );
}
