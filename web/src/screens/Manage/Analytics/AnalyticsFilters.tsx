import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { AnalyticsFilters_workspace$key } from '../../../__generated__/AnalyticsFilters_workspace.graphql';
import { analyticsParams, PERIODS } from './analyticsParams';

function Choice({ label, value, onChange, children }: { label: ReactNode; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <Field.Root width="auto">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm" width="48">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The period, agent and member group the analytics are for, kept in the address (the agent and group concern conversations). */
export function AnalyticsFilters({ workspace }: { workspace: AnalyticsFilters_workspace$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment AnalyticsFilters_workspace on Workspace {
        agents(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
        roles(first: 100) {
          edges {
            node {
              id
              name
            }
          }
        }
      }
    `,
    workspace,
  );
  const [params, setParams] = useSearchParams();
  const current = analyticsParams(params);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const labels: Record<number, string> = { 7: t`Last 7 days`, 30: t`Last 30 days`, 90: t`Last 90 days`, 365: t`Last year` };
  return (
    <HStack gap={4} wrap="wrap" align="end">
      <Choice label={<Trans>Period</Trans>} value={String(current.days)} onChange={(value) => set('days', value)}>
        {PERIODS.map((period) => (
          <option key={period} value={period}>
            {labels[period]}
          </option>
        ))}
      </Choice>
      <Choice label={<Trans>Agent</Trans>} value={params.get('agent') ?? ''} onChange={(value) => set('agent', value)}>
        <option value="">{t`All agents`}</option>
        <option value="general">{t`General assistant`}</option>
        {data.agents.edges.map(({ node }) => (
          <option key={node.id} value={node.id}>
            {node.name}
          </option>
        ))}
      </Choice>
      <Choice label={<Trans>Member group</Trans>} value={current.roleId ?? ''} onChange={(value) => set('role', value)}>
        <option value="">{t`All members`}</option>
        {data.roles.edges.map(({ node }) => (
          <option key={node.id} value={node.id}>
            {node.name}
          </option>
        ))}
      </Choice>
    </HStack>
  );
}
