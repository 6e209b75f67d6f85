import { Button, HStack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { AuditChainCheckQuery, AuditChainCheckQuery$data } from '../../../../__generated__/AuditChainCheckQuery.graphql';

const auditChainCheckQuery = graphql`
  query AuditChainCheckQuery {
    viewer {
      currentWorkspace {
        auditChain {
          entries
          intact
          broken {
            seq
            reason
          }
        }
      }
    }
  }
`;

type Check = NonNullable<NonNullable<AuditChainCheckQuery$data['viewer']>['currentWorkspace']>['auditChain'];
type Outcome = { check: Check } | { failed: true };

/**
 * Checks, on asking, that the whole log still holds together: each entry's digest over what it
 * holds and the one before it. An entry changed, replaced or removed since it was written shows.
 */
export function AuditChainCheck() {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const verify = () => {
    setChecking(true);
    setOutcome(null);
    fetchQuery<AuditChainCheckQuery>(environment, auditChainCheckQuery, {}, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => {
        const check = data.viewer?.currentWorkspace?.auditChain;
        setOutcome(check ? { check } : { failed: true });
      },
      error: () => {
        setOutcome({ failed: true });
        setChecking(false);
      },
      complete: () => setChecking(false),
    });
  };
  return (
    <HStack gap={3} wrap="wrap">
      <Button variant="outline" size="sm" loading={checking} loadingText={t`Checking…`} onClick={verify}>
        <Trans>Verify chain</Trans>
      </Button>
      <Text role="status" fontSize="sm" fontWeight={outcome && 'check' in outcome && !outcome.check.intact ? 'semibold' : undefined}>
        {outcome ? <ChainOutcome outcome={outcome} /> : null}
      </Text>
    </HStack>
  );
}

function ChainOutcome({ outcome }: { outcome: Outcome }) {
  const { t } = useLingui();
  if ('failed' in outcome) return t`The chain could not be checked. Try again.`;
  const { entries, broken } = outcome.check;
  if (!broken) return plural(entries, { one: 'Chain intact: # entry checked', other: 'Chain intact: # entries checked' });
  const seq = broken.seq;
  const reason = {
    EDITED: t`it was changed after it was written`,
    RELINKED: t`the entry before it was replaced`,
    MISSING: t`entries before it are missing`,
  }[broken.reason];
  return t`Chain broken at entry #${seq} (${reason})`;
}
