import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { InstalledApps_workspace$key } from '../../__generated__/InstalledApps_workspace.graphql';
import { StartingPoint } from './StartingPoint';

/**
 * The apps whose documents the person reads, as the documents beside them come from: the
 * workspace's apps open to them and their own. Those they manage open their settings.
 */
export function InstalledApps({ workspace, isAdmin }: { workspace: InstalledApps_workspace$key; isAdmin: boolean }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment InstalledApps_workspace on Workspace {
        readableApps(first: 6) {
          edges {
            node {
              id
              title
              scope
              docCount
              viewerCanManage
            }
          }
        }
      }
    `,
    workspace,
  );
  const items = data.readableApps.edges.map(({ node }) => {
    const documents = plural(node.docCount, { one: '# document', other: '# documents' });
    return {
      id: node.id,
      title: node.title,
      href: !node.viewerCanManage ? undefined : node.scope === 'PERSONAL' ? `/personal/edit/${encodeURIComponent(node.id)}` : `/manage/datasources/edit/${encodeURIComponent(node.id)}`,
      meta: node.scope === 'PERSONAL' ? t`Personal · ${documents}` : t`Workspace · ${documents}`,
    };
  });
  return (
    <StartingPoint
      id="installed-apps"
      title={t`Installed apps`}
      empty={t`No apps installed yet.`}
      items={items}
      all={isAdmin ? { href: '/manage/datasources/installed', label: t`Manage apps` } : { href: '/personal/appStore', label: t`Add an app` }}
    />
  );
}
