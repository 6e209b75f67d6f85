import { Field, NativeSelect } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SourceGroupPickerQuery } from '../../../__generated__/SourceGroupPickerQuery.graphql';
import { useProviderName } from '../../../components/sourceProviderName';

/**
 * The source group a role follows, chosen among those the syncs met (a Feishu or DingTalk
 * department, a GitHub team…): its people hold the role besides its members. No group met and none
 * chosen, nothing to choose: the field is not shown.
 */
export function SourceGroupPicker({ value, onChange }: { value: string; onChange: (principal: string) => void }) {
  const data = useLazyLoadQuery<SourceGroupPickerQuery>(
    graphql`
      query SourceGroupPickerQuery {
        viewer {
          currentWorkspace {
            sourceGroups {
              principal
              provider
              name
              memberCount
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const { t } = useLingui();
  const providerName = useProviderName();
  const groups = data.viewer?.currentWorkspace?.sourceGroups ?? [];
  if (groups.length === 0 && !value) return null;
  const known = groups.some((group) => group.principal === value);
  return (
    <Field.Root>
      <Field.Label>
        <Trans>Follow a group at a data source</Trans>
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t`No group`}</option>
          {value && !known ? <option value={value}>{value}</option> : null}
          {groups.map((group) => (
            <option key={group.principal} value={group.principal}>
              {`${group.name ?? group.principal} · ${providerName(group.provider)} · ${plural(group.memberCount, { one: '# account', other: '# accounts' })}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>
        <Trans>Its people hold the role too, as each sync of the data source finds them: someone who leaves the group there leaves the role.</Trans>
      </Field.HelperText>
    </Field.Root>
  );
}
