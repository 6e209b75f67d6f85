import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { loadUserInfo } from '../../../api/user-info';
import { toaster } from '../../../components/ui/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DingTalkLinkDialog } from './DingTalkLinkDialog';
import { useRemoveMemberMutation } from './useRemoveMemberMutation';
import { useSignOutMemberMutation } from './useSignOutMemberMutation';
import { useTransferCreatorMutation } from './useTransferCreatorMutation';
import { useUpdateMemberTypeMutation } from './useUpdateMemberTypeMutation';

export type WsUserType = 'MEMBER' | 'ADMIN' | 'CREATOR';
export type Acting = { id: string; wsUserType: WsUserType };
type Action = 'makeAdmin' | 'makeMember' | 'dingTalk' | 'transfer' | 'signOut' | 'remove';

/**
 * What the viewer may do to a member, as the server's rules have it: creators and admins link
 * anyone's DingTalk account; nothing else to oneself or to the creator; the creator changes admins
 * and hands over the creator role; an admin signs members out everywhere and removes them.
 */
export function allowedActions(viewer: Acting, target: Acting): Action[] {
  if (viewer.wsUserType === 'MEMBER') return [];
  if (viewer.id === target.id || target.wsUserType === 'CREATOR') return ['dingTalk'];
  if (viewer.wsUserType === 'CREATOR') return [target.wsUserType === 'ADMIN' ? 'makeMember' : 'makeAdmin', 'dingTalk', 'transfer', 'signOut', 'remove'];
  if (target.wsUserType === 'MEMBER') return ['dingTalk', 'signOut', 'remove'];
  return ['dingTalk'];
}

/** The row menu of a member; refusals from the server still show, as a toast. */
export function MemberActions({
  member,
  name,
  staffId,
  viewer,
  connections,
  onChanged,
}: {
  member: Acting;
  name: string;
  /** The DingTalk user id linked to the member, if any. */
  staffId: string | null;
  viewer: Acting;
  connections: string[];
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState<'transfer' | 'signOut' | 'remove' | 'dingTalk' | null>(null);
  const [updateType] = useUpdateMemberTypeMutation();
  const [transfer, transferring] = useTransferCreatorMutation();
  const [remove, removing] = useRemoveMemberMutation();
  const [signOut, signingOut] = useSignOutMemberMutation();
  const actions = allowedActions(viewer, member);
  if (actions.length === 0) return null;

  const report = (failure: string | null, success: string) => {
    if (failure) toaster.error({ title: failure });
    else toaster.success({ title: success });
    return !failure;
  };

  const changeType = async (wsUserType: 'ADMIN' | 'MEMBER') => {
    const failure = await updateType(member.id, wsUserType);
    if (report(failure, wsUserType === 'ADMIN' ? t`${name} is now an admin` : t`${name} is now a member`)) onChanged();
  };

  const confirmTransfer = async () => {
    const failure = await transfer(member.id);
    setConfirming(null);
    if (!report(failure, t`${name} is now the creator`)) return;
    // The header and the route guards read the stored user info: the viewer is an admin now.
    void loadUserInfo().catch(() => undefined);
    onChanged();
  };

  const confirmRemove = async () => {
    const failure = await remove(member.id, connections);
    setConfirming(null);
    report(failure, t`${name} was removed`);
  };

  const confirmSignOut = async () => {
    const failure = await signOut(member.id);
    setConfirming(null);
    report(failure, t`${name} was signed out everywhere`);
  };

  const labels: Record<Action, string> = {
    makeAdmin: t`Make admin`,
    makeMember: t`Make member`,
    dingTalk: t`Link DingTalk account…`,
    transfer: t`Transfer creator role…`,
    signOut: t`Sign out everywhere…`,
    remove: t`Remove from workspace…`,
  };

  return (
    <>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => {
          if (value === 'makeAdmin') void changeType('ADMIN');
          else if (value === 'makeMember') void changeType('MEMBER');
          else if (value === 'transfer' || value === 'signOut' || value === 'remove' || value === 'dingTalk') setConfirming(value);
        }}
      >
        <Menu.Trigger asChild>
          <IconButton variant="ghost" size="sm" aria-label={t`Actions for ${name}`}>
            <span aria-hidden>⋯</span>
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {actions.map((action) => (
                <Menu.Item key={action} value={action} color={action === 'remove' ? 'fg.error' : undefined}>
                  {labels[action]}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {confirming === 'dingTalk' ? <DingTalkLinkDialog memberId={member.id} name={name} staffId={staffId} onClose={() => setConfirming(null)} /> : null}
      <ConfirmDialog
        open={confirming === 'transfer'}
        onClose={() => setConfirming(null)}
        title={t`Transfer the creator role to ${name}?`}
        description={t`${name} becomes the creator of this workspace, with every right over it. You stay on as an admin; only the new creator can hand the role back.`}
        confirmLabel={t`Transfer`}
        loading={transferring}
        loadingText={t`Transferring…`}
        onConfirm={() => void confirmTransfer()}
      />
      <ConfirmDialog
        open={confirming === 'signOut'}
        onClose={() => setConfirming(null)}
        title={t`Sign ${name} out everywhere?`}
        description={t`Every browser signed in as ${name} is signed out at once; they stay a member and sign in again. Their access tokens keep working.`}
        confirmLabel={t`Sign out`}
        loading={signingOut}
        loadingText={t`Signing out…`}
        onConfirm={() => void confirmSignOut()}
      />
      <ConfirmDialog
        open={confirming === 'remove'}
        onClose={() => setConfirming(null)}
        title={t`Remove ${name}?`}
        description={t`${name} loses access to this workspace at once: their access tokens are revoked, their bot bindings end and their browsers are signed out.`}
        confirmLabel={t`Remove`}
        loading={removing}
        loadingText={t`Removing…`}
        onConfirm={() => void confirmRemove()}
      />
    </>
  );
}
