import { Alert, Button, Spinner, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, startSignIn } from '../../../api/request';
import { loadUserInfo } from '../../../api/user-info';
import { InvitationFrame } from '../InvitationFrame';
import { useAcceptInvitationMutation } from './useAcceptInvitationMutation';

/**
 * Joins with the code as soon as the page opens. Someone not signed in signs in first and comes
 * back here; a new account may still have its profile step ahead, which joining does not need:
 * /home sends them through the guide afterwards.
 */
export function AcceptInvitationScreen({ code }: { code: string }) {
  const { t } = useLingui();
  const [accept] = useAcceptInvitationMutation();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        await loadUserInfo();
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 401) await startSignIn();
        else setError(failure instanceof ApiError ? failure.message : t`Operation failed`);
        return;
      }
      const refusal = await accept(code);
      // A full load: the signed-in frame starts afresh in the workspace just joined.
      if (refusal === null) window.location.assign('/home');
      else setError(refusal);
    })();
  }, [accept, code, t]);

  if (error === null) {
    return (
      <InvitationFrame>
        <Spinner color="brand.solid" size="lg" />
        <Text role="status">
          <Trans>Joining the workspace…</Trans>
        </Text>
      </InvitationFrame>
    );
  }
  return (
    <InvitationFrame>
      <Alert.Root status="error" textAlign="start">
        <Alert.Indicator />
        <Alert.Title>{error}</Alert.Title>
      </Alert.Root>
      <Button asChild variant="outline">
        <Link to="/home">
          <Trans>Back to home</Trans>
        </Link>
      </Button>
    </InvitationFrame>
  );
}
