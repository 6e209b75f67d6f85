import { Spinner, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { ApiError, startSignIn } from '../../../api/request';
import { loadUserInfo } from '../../../api/user-info';
import { announceArrival } from '../../../layout/arrival';
import { InvitationDeadEnd } from '../InvitationDeadEnd';
import { InvitationFrame } from '../InvitationFrame';
import { useAcceptInvitationMutation, type AcceptRefusal } from './useAcceptInvitationMutation';

/**
 * Joins with the code as soon as the page opens. Someone not signed in signs in first and comes
 * back here; a new account may still have its profile step ahead, which joining does not need:
 * /home sends them through the guide afterwards. A refusal shows only to someone signed in.
 */
export function AcceptInvitationScreen({ code }: { code: string }) {
  const { t } = useLingui();
  const [accept] = useAcceptInvitationMutation();
  const [refusal, setRefusal] = useState<AcceptRefusal | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        await loadUserInfo();
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 401) return startSignIn();
        setRefusal({ reason: null, message: failure instanceof ApiError ? failure.message : t`Operation failed` });
        return;
      }
      const outcome = await accept(code);
      if ('refusal' in outcome) {
        setRefusal(outcome.refusal);
        return;
      }
      // A full load: the signed-in frame starts afresh in the workspace just joined, and says so.
      if (outcome.joined) announceArrival('joined');
      window.location.assign('/home');
    })();
  }, [accept, code, t]);

  if (refusal === null) {
    return (
      <InvitationFrame title={t`Joining the workspace…`}>
        <Spinner color="brand.solid" size="lg" />
        <Text role="status">
          <Trans>Joining the workspace…</Trans>
        </Text>
      </InvitationFrame>
    );
  }
  return <InvitationDeadEnd reason={refusal.reason} message={refusal.message} signedIn />;
}
