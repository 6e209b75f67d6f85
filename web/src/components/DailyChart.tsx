import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';

export type UsagePoint = { day: string; value: number };

/** The limit is drawn while the busiest day reaches this share of it; below, it would flatten the bars. */
const LIMIT_IN_SCALE = 1 / 4;

/**
 * One measure a day over the last days (usage, questions), as bars, scaled to the days' counts. With
 * `limit`, the daily limit as a dashed line while the counts come near it; far above them (after
 * an upgrade) it is named in a note instead, so the bars stay readable. The figure carries a
 * sentence for screen readers; the drawing is hidden from them.
 */
export function DailyChart({
  title,
  points,
  limit,
  summary,
  testId,
}: {
  title: string;
  points: readonly UsagePoint[];
  limit?: number;
  summary: string;
  testId: string;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const summaryId = useId();
  const chart = useChart({
    data: points.map((point) => ({ day: point.day, value: point.value })),
    series: [{ name: 'value' as const, color: 'brand.solid', label: title }],
  });
  // A day (YYYY-MM-DD, the server's days) as month and day; anything else (a tooltip's label before it points at a day) as it is.
  const dayLabel = (value: unknown) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? i18n.date(new Date(`${value}T00:00:00`), { month: 'numeric', day: 'numeric' }) : String(value ?? '');
  const limitLabel = t`Limit`;
  const peak = Math.max(0, ...points.map((point) => point.value));
  const drawnLimit = limit !== undefined && peak >= limit * LIMIT_IN_SCALE ? limit : undefined;
  const shownLimit = limit === undefined ? '' : i18n.number(limit);
  return (
    <Stack as="figure" gap={2} aria-labelledby={headingId} aria-describedby={summaryId} data-testid={testId}>
      <HStack justify="space-between" align="baseline" gap={2} wrap="wrap">
        <Heading as="h3" size="sm" id={headingId}>
          {title}
        </Heading>
        {/* Beside the title, so the charts side by side stay level; the caption says the limit to screen readers. */}
        {limit !== undefined && drawnLimit === undefined ? (
          <Text aria-hidden fontSize="xs" color="fg.muted" data-testid={`${testId}-limit-note`}>
            {t`Limit: ${shownLimit} a day (off the scale)`}
          </Text>
        ) : null}
      </HStack>
      <Text as="figcaption" id={summaryId} fontSize="sm" color="fg.muted">
        {summary}
      </Text>
      <Box aria-hidden>
        <Chart.Root chart={chart} h="48" aspectRatio="auto">
          <BarChart data={chart.data} accessibilityLayer={false} responsive>
            <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
            <XAxis dataKey={chart.key('day')} tickFormatter={dayLabel} tickLine={false} axisLine={false} stroke={chart.color('fg.muted')} minTickGap={16} />
            <YAxis
              tickLine={false}
              axisLine={false}
              stroke={chart.color('fg.muted')}
              domain={[0, (most: number) => Math.max(most, drawnLimit ?? 0, 1)]}
              allowDecimals={false}
              width={48}
            />
            <Tooltip cursor={false} animationDuration={100} content={<Chart.Tooltip />} labelFormatter={dayLabel} />
            {drawnLimit === undefined ? null : (
              <ReferenceLine
                y={drawnLimit}
                stroke={chart.color('red.solid')}
                strokeDasharray="4 4"
                label={{ value: limitLabel, position: 'insideTopRight', fill: chart.color('fg.muted'), fontSize: 12 }}
              />
            )}
            {chart.series.map((item) => (
              <Bar key={item.name} isAnimationActive={false} dataKey={chart.key(item.name)} fill={chart.color(item.color)} radius={[3, 3, 0, 0]} />
            ))}
          </BarChart>
        </Chart.Root>
      </Box>
    </Stack>
  );
}
