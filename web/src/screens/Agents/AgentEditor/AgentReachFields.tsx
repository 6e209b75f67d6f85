import { useLingui } from '@lingui/react/macro';
import { ChoiceField } from '../../Apps/AppForm/ChoiceField';
import type { AgentValues } from './AgentForm';
import { ChecklistField } from './ChecklistField';

/**
 * Who may use the agent (a workspace agent: all members or some roles) and what it answers from
 * (all the documents the member may see, or some apps).
 */
export function AgentReachFields({
  values,
  errors,
  change,
  workspaceAgent,
  roles,
  apps,
}: {
  values: AgentValues;
  errors: Record<string, string>;
  change: (next: Partial<AgentValues>) => void;
  workspaceAgent: boolean;
  roles: readonly { id: string; name: string }[];
  apps: readonly { id: string; name: string }[];
}) {
  const { t } = useLingui();
  return (
    <>
      {workspaceAgent ? (
        <ChoiceField<'ALL_MEMBERS' | 'SPECIFIED_ROLES'>
          label={t`Visible range`}
          choices={[
            { value: 'ALL_MEMBERS', label: t`All members` },
            { value: 'SPECIFIED_ROLES', label: t`Specified roles` },
          ]}
          value={values.visibleRange}
          onChange={(visibleRange) => change({ visibleRange })}
          error={errors.visibleRange}
        />
      ) : null}
      {workspaceAgent && values.visibleRange === 'SPECIFIED_ROLES' ? (
        <ChecklistField legend={t`Roles`} items={roles} chosen={values.roleIds} onChange={(roleIds) => change({ roleIds })} error={errors.roleIds} />
      ) : null}
      <ChoiceField<'all' | 'apps'>
        label={t`Knowledge scope`}
        choices={[
          { value: 'all', label: t`All documents the member may see` },
          { value: 'apps', label: t`Only these apps` },
        ]}
        value={values.scopedToApps === null ? null : values.scopedToApps ? 'apps' : 'all'}
        onChange={(scope) => change({ scopedToApps: scope === 'apps' })}
        error={errors.scopedToApps}
      />
      {values.scopedToApps ? (
        <ChecklistField legend={t`Apps`} items={apps} chosen={values.appIds} onChange={(appIds) => change({ appIds })} error={errors.appIds} />
      ) : null}
    </>
  );
}
