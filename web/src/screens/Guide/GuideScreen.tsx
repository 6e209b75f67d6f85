import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { sameOriginPath } from '../../../../bff/src/http/safe-callback.ts';
import { useUserInfo, type UserInfo } from '../../api/user-info';
import { PageLoading } from '../../components/PageLoading';
import { announceArrival } from '../../layout/arrival';
import { invitationCodeOf } from '../SignIn/invitationCode';
import { CreateWorkspaceStep } from './CreateWorkspaceStep';
import { GuideFrame } from './GuideFrame';
import { ProfileStep } from './ProfileStep';

/**
 * The new-user guide: complete the profile, then create or join a workspace. The second step
 * follows the first on this page for a person in no workspace, unless they were on their way
 * into one (an invitation, as `callback_url`); a person already in one goes on to where they
 * were headed.
 */
export function GuideScreen() {
  const [info, setInfo] = useUserInfo();
  // Only a path on this site is followed, judged as the browser will read it (`/\t/x` is `//x`).
  const callback = sameOriginPath(useSearchParams()[0].get('callback_url'));
  if (!info) return <PageLoading />;
  const onProfileDone = (next: UserInfo) => {
    if (next.current_workspace) {
      // An admin added them by address: a member already, told so where they land.
      announceArrival('joined');
      window.location.assign(callback ?? '/home');
    } else if (callback && needsNoWorkspace(callback)) window.location.assign(callback);
    else setInfo(next);
  };
  return (
    <GuideFrame
      info={info}
      step={info.is_active ? 1 : 0}
      heading={<Trans>Welcome to Zhiwen</Trans>}
      intro={<Trans>Two short steps and you are ready to search and chat across your team’s knowledge.</Trans>}
    >
      {info.is_active ? <CreateWorkspaceStep info={info} /> : <ProfileStep info={info} onDone={onProfileDone} />}
    </GuideFrame>
  );
}

/**
 * Where someone in no workspace may go: an invitation (the way into one), or a page the server
 * answers itself (binding a chat-bot account), which says what it needs. Any page of the
 * signed-in frame would only send them to /noWorkspace.
 */
function needsNoWorkspace(path: string) {
  return invitationCodeOf(path) !== null || path.startsWith('/api/');
}
