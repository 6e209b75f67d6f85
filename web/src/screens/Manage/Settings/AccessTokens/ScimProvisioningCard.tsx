import { Alert, Button, Card, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ScimProvisioningCard_provisioning$key } from '../../../../__generated__/ScimProvisioningCard_provisioning.graphql';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { CopyButton } from '../../../../components/CopyButton';
import { useScimTokenMutations } from './useScimTokenMutations';

/**
 * Provisioning by the company's identity provider (SCIM 2.0): the base URL and the token to give
 * it, the token made (its secret shown this once), replaced or revoked, and what it provisioned.
 */
export function ScimProvisioningCard({ workspaceId, provisioning }: { workspaceId: string; provisioning: ScimProvisioningCard_provisioning$key }) {
  const data = useFragment(
    graphql`
      fragment ScimProvisioningCard_provisioning on ScimProvisioning {
        endpoint
        tokenHint
        tokenCreatedAt
        tokenLastUsedAt
        userCount
        groupCount
      }
    `,
    provisioning,
  );
  const { t, i18n } = useLingui();
  const { rotate, revoke, busy } = useScimTokenMutations(workspaceId);
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'rotate' | 'revoke' | null>(null);
  const date = (value: string) => i18n.date(new Date(value), { dateStyle: 'medium', timeStyle: 'short' });

  const makeToken = async () => {
    setConfirming(null);
    const made = await rotate();
    setSecret(made.secret ?? null);
    setError(made.message ?? null);
  };
  const revokeToken = async () => {
    setConfirming(null);
    setSecret(null);
    setError(await revoke());
  };

  return (
    <Card.Root as="section" aria-labelledby="scim-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="scim-heading">
          <Trans>SCIM provisioning</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>
            Your identity provider (Okta, Microsoft Entra ID…) adds, updates and removes members, and pushes groups that roles can follow. Give it this base
            URL and a SCIM token.
          </Trans>
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap={4}>
          <HStack gap={2} wrap="wrap">
            <Text fontWeight="medium">
              <Trans>SCIM base URL</Trans>
            </Text>
            <Code>{data.endpoint}</Code>
            <CopyButton value={data.endpoint} />
          </HStack>
          {data.tokenHint ? (
            <Stack gap={1}>
              <Text>
                <Trans>
                  Token <Code>{data.tokenHint}</Code>, made {date(data.tokenCreatedAt!)}, last used {data.tokenLastUsedAt ? date(data.tokenLastUsedAt) : t`never`}.
                </Trans>
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {plural(data.userCount, { one: '# person provisioned', other: '# people provisioned' })} · {plural(data.groupCount, { one: '# group', other: '# groups' })}
              </Text>
            </Stack>
          ) : (
            <Text color="fg.muted">
              <Trans>Provisioning is off: no SCIM token.</Trans>
            </Text>
          )}
          {secret ? (
            <Alert.Root status="success" alignItems="start">
              <Alert.Indicator />
              <Stack gap={2} minW={0}>
                <Alert.Title>
                  <Trans>Copy the token now: it is shown this once.</Trans>
                </Alert.Title>
                <HStack gap={2} wrap="wrap">
                  <Code wordBreak="break-all">{secret}</Code>
                  <CopyButton value={secret} />
                </HStack>
              </Stack>
            </Alert.Root>
          ) : null}
          {error ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
          <HStack gap={3}>
            <Button colorPalette="brand" variant={data.tokenHint ? 'outline' : 'solid'} loading={busy} loadingText={data.tokenHint ? t`Replacing the token…` : t`Making the token…`} onClick={() => (data.tokenHint ? setConfirming('rotate') : void makeToken())}>
              {data.tokenHint ? t`Replace token` : t`Make a SCIM token`}
            </Button>
            {data.tokenHint ? (
              <Button colorPalette="red" variant="outline" disabled={busy} onClick={() => setConfirming('revoke')}>
                <Trans>Turn off provisioning</Trans>
              </Button>
            ) : null}
          </HStack>
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirming === 'rotate'}
        onClose={() => setConfirming(null)}
        title={t`Replace the SCIM token?`}
        description={t`The identity provider’s current token stops working at once; give it the new one.`}
        confirmLabel={t`Replace token`}
        onConfirm={() => void makeToken()}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        onClose={() => setConfirming(null)}
        title={t`Turn off SCIM provisioning?`}
        description={t`The identity provider’s requests are refused from now on. The people it provisioned stay members.`}
        confirmLabel={t`Turn off provisioning`}
        onConfirm={() => void revokeToken()}
      />
    </Card.Root>
  );
}
