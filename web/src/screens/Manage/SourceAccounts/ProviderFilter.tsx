import { Field, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useProviderName } from '../../../components/sourceProviderName';
import type { SourceProvider } from './sourceAccount';

/** Which source's accounts to list: every source's, or GitHub's, Yuque's, Feishu's or DingTalk's. */
export function ProviderFilter({ value, onChange }: { value: SourceProvider | null; onChange: (next: SourceProvider | null) => void }) {
  const { t } = useLingui();
  const providerName = useProviderName();
  return (
    <Field.Root width="auto">
      <Field.Label>
        <Trans>Data source</Trans>
      </Field.Label>
      <NativeSelect.Root size="md" width="40">
        <NativeSelect.Field value={value ?? ''} onChange={(e) => onChange((e.target.value || null) as SourceProvider | null)}>
          <option value="">{t`All data sources`}</option>
          <option value="GITHUB">{providerName('GITHUB')}</option>
          <option value="YUQUE">{providerName('YUQUE')}</option>
          <option value="FEISHU">{providerName('FEISHU')}</option>
          <option value="DINGTALK">{providerName('DINGTALK')}</option>
          <option value="WECOM">{providerName('WECOM')}</option>
          <option value="LDAP">{providerName('LDAP')}</option>
          <option value="SCIM">{providerName('SCIM')}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
