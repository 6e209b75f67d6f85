import { Button, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { requestLocale } from '../i18n/i18n';
import { useUpdateViewerPreferencesMutation } from './useUpdateViewerPreferencesMutation';

/**
 * Switches between 中文 and English; each name is written in its own language. Signed-in people
 * keep the choice on their account (`persist`).
 */
export function LanguageSwitch({ persist = true }: { persist?: boolean }) {
  const { i18n, t } = useLingui();
  const [save] = useUpdateViewerPreferencesMutation();
  const toEnglish = i18n.locale !== 'en';
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => {
        requestLocale(toEnglish ? 'en' : 'zh-hans');
        // Applied at once; storing it follows in the background (a failure keeps it for this visit).
        if (persist) void save({ preferredLanguage: toEnglish ? 'EN' : 'ZH_HANS' });
      }}
    >
      <VisuallyHidden>{t`Switch language`}: </VisuallyHidden>
      <span lang={toEnglish ? 'en' : 'zh-Hans'}>{toEnglish ? 'English' : '中文'}</span>
    </Button>
  );
}
