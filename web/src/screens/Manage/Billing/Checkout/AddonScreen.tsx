import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import type { AddonScreenQuery$data } from '../../../../__generated__/AddonScreenQuery.graphql';
import { ADDON_LABELS } from '../labels';
import { Checkout, type Offer } from './Checkout';

export const addonScreenQuery = graphql`
  query AddonScreenQuery {
    billingCatalogue {
      addons {
        kind
        item
        quantity
        period
        amountFen
      }
    }
    viewer {
      currentWorkspace {
        billing {
          ...Checkout_billing
        }
      }
    }
  }
`;

/** Add-ons: extra chats a day, documents or members for a period, on top of the version. */
export function AddonScreen({ data }: { data: AddonScreenQuery$data }) {
  const { t, i18n } = useLingui();
  const billing = data.viewer?.currentWorkspace?.billing;
  if (!billing) return null;
  // The catalogue lists one line per add-on and period: one offer per add-on, with its periods.
  const offers: Offer[] = [];
  for (const addon of data.billingCatalogue.addons) {
    const price = { period: addon.period, amountFen: addon.amountFen };
    const offer = offers.find((candidate) => candidate.item === addon.item);
    if (offer) {
      offer.prices = [...offer.prices, price];
      continue;
    }
    const label = ADDON_LABELS[addon.kind];
    const quantity = i18n.number(addon.quantity);
    const unit = i18n._(label.unit);
    offers.push({ item: addon.item, title: i18n._(label.label), prices: [price], description: t`+${quantity} ${unit}` });
  }
  return (
    <Stack gap={6}>
      <Stack gap={1} maxW="3xl">
        <Heading as="h1" size="xl">
          <Trans>Add-ons</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Raise a limit for a while without changing the version: extra chats a day, documents or members.</Trans>
        </Text>
      </Stack>
      <Checkout offers={offers} billing={billing} chooseLabel={t`Add-on`} />
    </Stack>
  );
}
