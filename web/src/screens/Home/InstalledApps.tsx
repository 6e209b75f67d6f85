import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { InstalledApps_workspace$key } from '../../__generated__/InstalledApps_workspace.graphql';
import { StartingPoint } from './StartingPoint';

/** The member's own apps; admins also see the workspace's (they manage them). */
export function InstalledApps({ workspace, isAdmin }: { workspace: InstalledApps_workspace$key; isAdmin: boolean }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment InstalledApps_workspace on Workspace @argumentDefinitions(isAdmin: { type: "Boolean!" }) {
        personalApps(first: 5) {
          edges {
            node {
              id
              title
              docCount
            }
          }
        }
        apps(first: 5) @include(if: $isAdmin) {
          edges {
            node {
              id
              title
              docCount
            }
          }
        }
      }
    `,
    workspace,
  );
  const items = [
    ...(data.apps?.edges ?? []).map(({ node }) => ({ ...node, href: `/manage/datasources/edit/${encodeURIComponent(node.id)}` })),
    ...data.personalApps.edges.map(({ node }) => ({ ...node, href: `/personal/edit/${encodeURIComponent(node.id)}` })),
  ].map((app) => ({ id: app.id, title: app.title, href: app.href, meta: plural(app.docCount, { one: '# document', other: '# documents' }) }));
  return (
    <StartingPoint
      id="installed-apps"
      title={t`Installed apps`}
      empty={t`No apps installed yet.`}
      items={items.slice(0, 6)}
      all={isAdmin ? { href: '/manage/datasources/installed', label: t`Manage apps` } : { href: '/personal/appStore', label: t`Add an app` }}
    />
  );
}
