import { Trans } from '@lingui/react/macro';
import { Navigate, useLocation } from 'react-router-dom';
import { useUserInfo } from '../../api/user-info';
import { PageLoading } from '../../components/PageLoading';
import { CreateWorkspaceStep } from './CreateWorkspaceStep';
import { GuideFrame } from './GuideFrame';

/**
 * For someone who belongs to no workspace: the guide's second step, with its steps, under what
 * brought them here. Someone whose profile is still to do starts the guide at its first.
 */
export function NoWorkspaceScreen() {
  const [info] = useUserInfo();
  const { search } = useLocation();
  if (!info) return <PageLoading />;
  if (!info.is_active) return <Navigate to={`/guide${search}`} replace />;
  return (
    <GuideFrame
      info={info}
      step={1}
      heading={<Trans>You are not in a workspace yet</Trans>}
      intro={<Trans>Create a workspace for your team, or ask an admin for an invitation link to join theirs.</Trans>}
    >
      <CreateWorkspaceStep info={info} />
    </GuideFrame>
  );
}
