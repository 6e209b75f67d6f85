import { Heading, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import type { UpgradeScreenQuery$data } from '../../../../__generated__/UpgradeScreenQuery.graphql';
import { VERSION_LABELS } from '../labels';
import { Checkout, type Offer } from './Checkout';

export const upgradeScreenQuery = graphql`
  query UpgradeScreenQuery {
    billingCatalogue {
      versions {
        version
        limits {
          members
          documents
          chatsPerDay
          aiModel
        }
        prices {
          period
          amountFen
        }
      }
    }
    viewer {
      currentWorkspace {
        billing {
          version
          expiresAt
          ...Checkout_billing
        }
      }
    }
  }
`;

/** Upgrading to a paid version, or renewing the current one. */
export function UpgradeScreen({ data }: { data: UpgradeScreenQuery$data }) {
  const { t, i18n } = useLingui();
  const billing = data.viewer?.currentWorkspace?.billing;
  if (!billing) return null;
  const current = i18n._(VERSION_LABELS[billing.version]);
  const until = billing.expiresAt ? i18n.date(new Date(billing.expiresAt), { dateStyle: 'long' }) : null;
  // Paid versions are sold under their own names (the free one has no price).
  const offers: Offer[] = data.billingCatalogue.versions.flatMap((version) =>
    version.version !== 'FREE' && version.prices.length
      ? [
          {
            item: version.version,
            title: i18n._(VERSION_LABELS[version.version]),
            prices: version.prices.map((price) => ({ period: price.period, amountFen: price.amountFen })),
            description: (
              <>
                {plural(version.limits.members, { one: 'up to # member', other: 'up to # members' })} ·{' '}
                {plural(version.limits.documents, { one: '# document', other: '# documents' })} ·{' '}
                {plural(version.limits.chatsPerDay, { one: '# chat a day', other: '# chats a day' })}
                {version.limits.aiModel ? ` · ${t`AI model answers`}` : ''}
              </>
            ),
          },
        ]
      : [],
  );
  return (
    <Stack gap={6}>
      <Stack gap={1} maxW="3xl">
        <Heading as="h1" size="xl">
          <Trans>Upgrade or renew</Trans>
        </Heading>
        <Text color="fg.muted" data-testid="current-version">
          {until ? t`The workspace is on the ${current} version until ${until}.` : t`The workspace is on the ${current} version.`}
        </Text>
      </Stack>
      <Checkout offers={offers} billing={billing} chooseLabel={t`Version`} />
    </Stack>
  );
}
