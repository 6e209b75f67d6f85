import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import { Link } from 'react-router-dom';
import type { PaymentScreenQuery$data } from '../../../../__generated__/PaymentScreenQuery.graphql';
import { QuotaGuidance } from './QuotaGuidance';
import { RecentOrders } from './RecentOrders';
import { SubscriptionList } from './SubscriptionList';
import { SubscriptionSummary } from './SubscriptionSummary';
import { UsageCharts } from './UsageCharts';
import { UsageLimits } from './UsageLimits';

export const paymentScreenQuery = graphql`
  query PaymentScreenQuery {
    viewer {
      currentMember {
        wsUserType
      }
      currentWorkspace {
        billing {
          ...SubscriptionSummary_billing
          ...UsageLimits_billing
          ...QuotaGuidance_billing
          ...UsageCharts_billing
        }
        ...SubscriptionList_workspace
        ...RecentOrders_workspace
      }
    }
  }
`;

/** The workspace's version, expiry, usage against its limits over time, and its latest orders. */
export function PaymentScreen({ data }: { data: PaymentScreenQuery$data }) {
  const workspace = data.viewer?.currentWorkspace;
  const member = data.viewer?.currentMember;
  if (!workspace || !member) return null;
  return (
    <Stack gap={6}>
      <HStack justify="space-between" align="start" gap={4} wrap="wrap">
        <Stack gap={1} maxW="3xl">
          <Heading as="h1" size="xl">
            <Trans>Payment overview</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>The workspace’s version, what it uses of each limit, and its orders.</Trans>
          </Text>
        </Stack>
        <HStack gap={2} wrap="wrap">
          <Button asChild colorPalette="brand">
            <Link to="/manage/settings/upgrade">
              <Trans>Upgrade or renew</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/manage/settings/addon">
              <Trans>Buy add-ons</Trans>
            </Link>
          </Button>
        </HStack>
      </HStack>
      <SubscriptionSummary billing={workspace.billing} />
      <QuotaGuidance billing={workspace.billing} wsUserType={member.wsUserType} />
      <UsageLimits billing={workspace.billing} />
      <UsageCharts billing={workspace.billing} />
      <SubscriptionList workspace={workspace} />
      <RecentOrders workspace={workspace} />
    </Stack>
  );
}
