import { Card, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useTheme } from 'next-themes';
import type { UserInfo } from '../../api/user-info';
import { toaster } from '../../components/ui/toaster';
import { requestLocale, type Locale } from '../../i18n/i18n';
import { useUpdateViewerPreferencesMutation } from '../../layout/useUpdateViewerPreferencesMutation';

/** Language and theme: applied at once, and stored on the account. */
export function PreferencesSection({ info, onSaved }: { info: UserInfo; onSaved: (info: UserInfo) => void }) {
  const { t, i18n } = useLingui();
  const { setTheme } = useTheme();
  const [savePreferences] = useUpdateViewerPreferencesMutation();

  const save = async (change: { preferred_language?: Locale; theme?: 'light' | 'dark' }) => {
    if (change.preferred_language) requestLocale(change.preferred_language);
    if (change.theme) setTheme(change.theme);
    const failure = await savePreferences({
      ...(change.preferred_language && { preferredLanguage: change.preferred_language === 'en' ? 'EN' : 'ZH_HANS' }),
      ...(change.theme && { theme: change.theme === 'dark' ? 'DARK' : 'LIGHT' }),
    });
    if (failure) toaster.error({ title: failure });
    else onSaved({ ...info, ...change });
  };

  const choice = (label: string, value: string, lang?: string) => (
    <RadioGroup.Item value={value} key={value}>
      <RadioGroup.ItemHiddenInput />
      <RadioGroup.ItemIndicator />
      <RadioGroup.ItemText lang={lang}>{label}</RadioGroup.ItemText>
    </RadioGroup.Item>
  );

  return (
    <Card.Root as="section" aria-labelledby="preferences-heading">
      <Card.Header>
        <Card.Title id="preferences-heading" as="h2">
          <Trans>Preferences</Trans>
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap={5}>
          <Stack gap={2}>
            <Text id="language-label" fontWeight="medium">
              <Trans>Language</Trans>
            </Text>
            <RadioGroup.Root
              aria-labelledby="language-label"
              value={i18n.locale}
              onValueChange={(e) => void save({ preferred_language: e.value as Locale })}
              colorPalette="brand"
            >
              <HStack gap={6}>
                {choice('中文', 'zh-hans', 'zh-Hans')}
                {choice('English', 'en', 'en')}
              </HStack>
            </RadioGroup.Root>
          </Stack>
          <Stack gap={2}>
            <Text id="theme-label" fontWeight="medium">
              <Trans>Theme</Trans>
            </Text>
            <RadioGroup.Root
              aria-labelledby="theme-label"
              value={info.theme}
              onValueChange={(e) => void save({ theme: e.value as 'light' | 'dark' })}
              colorPalette="brand"
            >
              <HStack gap={6}>
                {choice(t`Day`, 'light')}
                {choice(t`Night`, 'dark')}
              </HStack>
            </RadioGroup.Root>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
