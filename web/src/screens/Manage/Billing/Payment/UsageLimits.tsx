import { Badge, Card, HStack, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { UsageLimits_billing$key } from '../../../../__generated__/UsageLimits_billing.graphql';

/** What the workspace uses of each limit of its version (and its add-ons), as bars. */
export function UsageLimits({ billing }: { billing: UsageLimits_billing$key }) {
  const data = useFragment(
    graphql`
      fragment UsageLimits_billing on Billing {
        limits {
          members
          documents
          chatsPerDay
          aiModel
        }
        addons {
          members
          documents
          chatsPerDay
        }
        chatCredits
        usage {
          members
          documents
          chatsToday
        }
      }
    `,
    billing,
  );
  const { t, i18n } = useLingui();
  const { limits, usage, addons } = data;
  const meters = [
    { key: 'members', label: t`Members`, used: usage.members, limit: limits.members, extra: addons.members },
    { key: 'documents', label: t`Documents`, used: usage.documents, limit: limits.documents, extra: addons.documents },
    { key: 'chats', label: t`Chats today`, used: usage.chatsToday, limit: limits.chatsPerDay, extra: addons.chatsPerDay },
  ];
  return (
    <Card.Root as="section" aria-labelledby="billing-limits-heading">
      <Card.Header>
        <Card.Title id="billing-limits-heading" as="h2">
          <Trans>Usage and limits</Trans>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap={5}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap={6}>
            {meters.map((meter) => {
              const used = i18n.number(meter.used);
              const limit = i18n.number(meter.limit);
              const full = meter.used >= meter.limit;
              const percent = meter.limit > 0 ? Math.min(100, Math.round((meter.used / meter.limit) * 100)) : 100;
              const extra = i18n.number(meter.extra);
              const name = meter.label;
              return (
                <Progress.Root key={meter.key} value={percent} colorPalette={full ? 'red' : 'brand'} data-testid={`usage-${meter.key}`}>
                  <HStack justify="space-between" mb={2}>
                    <Progress.Label fontWeight="medium">{meter.label}</Progress.Label>
                    <Text fontSize="sm" color={full ? 'fg.error' : 'fg.muted'}>
                      {t`${used} of ${limit}`}
                    </Text>
                  </HStack>
                  <Progress.Track aria-label={t`${name}: ${used} of ${limit}`}>
                    <Progress.Range />
                  </Progress.Track>
                  {meter.extra > 0 ? (
                    <Text fontSize="xs" color="fg.muted" mt={1}>
                      {t`Including ${extra} from add-ons`}
                    </Text>
                  ) : null}
                </Progress.Root>
              );
            })}
          </SimpleGrid>
          <HStack gap={6} wrap="wrap" fontSize="sm">
            <Text>
              <Trans>Earned chats not yet used:</Trans> <strong data-testid="usage-credits">{i18n.number(data.chatCredits)}</strong>
            </Text>
            <HStack gap={2}>
              <Text>
                <Trans>AI model answers:</Trans>
              </Text>
              <Badge colorPalette={limits.aiModel ? 'green' : 'gray'} variant="subtle" data-testid="usage-ai-model">
                {limits.aiModel ? t`Included` : t`Not included`}
              </Badge>
            </HStack>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
