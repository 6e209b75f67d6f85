import { IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useTheme } from 'next-themes';
import { useUpdateViewerPreferencesMutation } from './useUpdateViewerPreferencesMutation';

/** The day/night switch of every page's bar; the choice is kept on the account. */
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const { t } = useLingui();
  const [save] = useUpdateViewerPreferencesMutation();
  const dark = resolvedTheme === 'dark';
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={dark ? t`Switch to day mode` : t`Switch to night mode`}
      onClick={() => {
        const next = dark ? 'light' : 'dark';
        setTheme(next);
        // Applied at once; storing it follows in the background (a failure keeps it for this visit).
        void save({ theme: next === 'dark' ? 'DARK' : 'LIGHT' });
      }}
    >
      <span aria-hidden>{dark ? '☀' : '☾'}</span>
    </IconButton>
  );
}
