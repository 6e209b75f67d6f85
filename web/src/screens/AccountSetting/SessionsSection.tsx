import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { SessionsSection_viewer$key } from '../../__generated__/SessionsSection_viewer.graphql';
import { RelativeTime } from '../../components/RelativeTime';
import { toaster } from '../../components/ui/toaster';
import { logout } from '../../layout/logout';
import { useSessionMutations } from './useSessionMutations';

/**
 * The browsers signed in as the person, the most recently used first: each may be signed out (a
 * lost phone, a shared computer), this one too, or all but this one at once.
 */
export function SessionsSection({ viewer }: { viewer: SessionsSection_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment SessionsSection_viewer on Viewer {
        sessions {
          id
          browser
          os
          ip
          lastSeenAt
          current
        }
      }
    `,
    viewer,
  );
  const { t } = useLingui();
  const { end, ending, endOthers, endingOthers } = useSessionMutations();
  const others = data.sessions.filter((s) => !s.current).length;

  const signOut = async (session: (typeof data.sessions)[number]) => {
    const failure = await end(session.id);
    if (failure) toaster.error({ title: failure });
    else if (session.current) await logout();
    else toaster.success({ title: t`The device is signed out` });
  };
  const signOutOthers = async () => {
    const count = await endOthers();
    if (count === null) toaster.error({ title: t`Operation failed` });
    else toaster.success({ title: plural(count, { one: '# other device signed out', other: '# other devices signed out' }) });
  };

  return (
    <Card.Root as="section" aria-labelledby="sessions-heading">
      <Card.Header>
        <Card.Title id="sessions-heading" as="h2">
          <Trans>Signed-in devices</Trans>
        </Card.Title>
        <Card.Description>
          <Trans>Sign out a device you no longer use or do not recognise. It has to sign in again.</Trans>
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap={3} listStyleType="none">
          {data.sessions.map((session) => {
            const device = [session.browser, session.os].filter(Boolean).join(' · ') || t`Unknown browser`;
            return (
              <HStack as="li" key={session.id} justify="space-between" gap={4}>
                <Stack gap={0} minW={0}>
                  <Text fontWeight="medium">
                    {device}
                    {session.current ? (
                      <>
                        {' · '}
                        <Text as="span" color="fg.muted" fontWeight="normal">
                          <Trans>This device</Trans>
                        </Text>
                      </>
                    ) : null}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {session.ip ? `${session.ip} · ` : ''}
                    <Trans>
                      Last active <RelativeTime value={session.lastSeenAt} />
                    </Trans>
                  </Text>
                </Stack>
                <Button size="xs" variant="ghost" colorPalette="red" loading={ending} loadingText={t`Signing out…`} onClick={() => void signOut(session)} aria-label={t`Sign out ${device}`}>
                  <Trans>Sign out</Trans>
                </Button>
              </HStack>
            );
          })}
        </Stack>
        {others > 0 ? (
          <HStack mt={4}>
            <Button size="sm" variant="outline" loading={endingOthers} loadingText={t`Signing out…`} onClick={() => void signOutOthers()}>
              <Trans>Sign out all other devices</Trans>
            </Button>
          </HStack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
