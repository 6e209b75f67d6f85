import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { InvitationRefusal } from '../../__generated__/useAcceptInvitationMutation.graphql';
import { InvitationFrame } from './InvitationFrame';

/** Why a link lets nobody in; null for a refusal of another kind, told by `message`. */
export type DeadEndReason = InvitationRefusal | null;

/**
 * A link that leads nowhere says why, and the way on: signing in for someone signed out, home for
 * everyone else. It never names the workspace: a link that no longer works may be one that leaked.
 */
export function InvitationDeadEnd({ reason, message, signedIn }: { reason: DeadEndReason; message?: string | null; signedIn: boolean }) {
  const { t } = useLingui();
  const askAgain = t`Ask the person who invited you for a new one.`;
  const { title, explanation } = {
    NOT_FOUND: {
      title: t`This invitation link does not exist`,
      explanation: t`Check that the whole link was copied. ${askAgain}`,
    },
    EXPIRED: {
      title: t`This invitation link has expired`,
      explanation: t`This invitation link has expired. Ask the person who invited you for a new one.`,
    },
    REVOKED: {
      title: t`This invitation link has been revoked`,
      explanation: t`This invitation link has been revoked. Ask the person who invited you for a new one.`,
    },
    USED_UP: {
      title: t`This invitation link has been used up`,
      explanation: t`This invitation link has been used as many times as it allows. Ask the person who invited you for a new one.`,
    },
    OTHER: { title: t`You could not join the workspace`, explanation: message ?? t`Operation failed` },
  }[reason ?? 'OTHER'];
  return (
    <InvitationFrame title={title}>
      <DeadEndMark />
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted" data-testid="invitation-explanation">
        {explanation}
      </Text>
      {signedIn ? (
        <Button asChild colorPalette="brand" width="full">
          <Link to="/home">
            <Trans>Back to home</Trans>
          </Link>
        </Button>
      ) : (
        <Button asChild colorPalette="brand" width="full">
          <Link to="/login">
            <Trans>Sign in</Trans>
          </Link>
        </Button>
      )}
    </InvitationFrame>
  );
}

/** A broken link, drawn: decorative, the heading says it. */
function DeadEndMark() {
  return (
    <Box as="span" display="inline-flex" boxSize="14" borderRadius="full" bg="orange.subtle" color="orange.fg" alignItems="center" justifyContent="center" aria-hidden>
      <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M9 15l-1.5 1.5a3.5 3.5 0 0 1-5-5L5 9m10 6 2.5-2.5a3.5 3.5 0 0 0-5-5L11 9M8 2v3M2 8h3m11 14v-3m6-3h-3" />
      </svg>
    </Box>
  );
}
