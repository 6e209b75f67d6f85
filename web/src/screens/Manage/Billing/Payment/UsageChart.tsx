import { Chart, useChart } from '@chakra-ui/charts';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';

export type UsagePoint = { day: string; value: number };

/**
 * One measure of usage over the last days, against its limit (a dashed line). Bars for what is
 * counted per day (chats), an area for what accumulates (documents, members). The figure carries
 * a sentence for screen readers; the drawing itself is hidden from them.
 */
export function UsageChart({
  title,
  points,
  limit,
  kind,
  summary,
  testId,
}: {
  title: string;
  points: readonly UsagePoint[];
  limit: number;
  kind: 'daily' | 'total';
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
  const dayLabel = (value: string) => i18n.date(new Date(`${value}T00:00:00`), { month: 'numeric', day: 'numeric' });
  const top = Math.max(limit, ...points.map((point) => point.value), 1);
  const limitLabel = t`Limit`;
  const axes = (
    <>
      <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
      <XAxis dataKey={chart.key('day')} tickFormatter={dayLabel} tickLine={false} axisLine={false} stroke={chart.color('fg.muted')} minTickGap={16} />
      <YAxis tickLine={false} axisLine={false} stroke={chart.color('fg.muted')} domain={[0, Math.ceil(top * 1.1)]} allowDecimals={false} width={48} />
      <Tooltip cursor={false} animationDuration={100} content={<Chart.Tooltip />} labelFormatter={(value) => dayLabel(String(value))} />
      <ReferenceLine
        y={limit}
        stroke={chart.color('red.solid')}
        strokeDasharray="4 4"
        label={{ value: limitLabel, position: 'insideTopRight', fill: chart.color('fg.muted'), fontSize: 12 }}
      />
    </>
  );
  return (
    <Stack as="figure" gap={2} aria-labelledby={headingId} aria-describedby={summaryId} data-testid={testId}>
      <Heading as="h3" size="sm" id={headingId}>
        {title}
      </Heading>
      <Text as="figcaption" id={summaryId} fontSize="sm" color="fg.muted">
        {summary}
      </Text>
      <Box aria-hidden>
        <Chart.Root chart={chart} maxH="48">
          {kind === 'daily' ? (
            <BarChart data={chart.data} accessibilityLayer={false}>
              {axes}
              {chart.series.map((item) => (
                <Bar key={item.name} isAnimationActive={false} dataKey={chart.key(item.name)} fill={chart.color(item.color)} radius={[3, 3, 0, 0]} />
              ))}
            </BarChart>
          ) : (
            <AreaChart data={chart.data} accessibilityLayer={false}>
              {axes}
              {chart.series.map((item) => (
                <Area
                  key={item.name}
                  isAnimationActive={false}
                  type="monotone"
                  dataKey={chart.key(item.name)}
                  stroke={chart.color(item.color)}
                  fill={chart.color(item.color)}
                  fillOpacity={0.2}
                />
              ))}
            </AreaChart>
          )}
        </Chart.Root>
      </Box>
    </Stack>
  );
}
