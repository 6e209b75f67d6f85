import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { ThemeProvider } from 'next-themes';
import { useEffect, type ReactNode } from 'react';
import { activateLocale, i18n, onLocaleRequest } from '../../i18n/i18n';
import { system } from '../../theme/system';

export function Provider({ children }: { children: ReactNode }) {
  useEffect(() => onLocaleRequest((locale) => void activateLocale(locale, { remember: true })), []);
  return (
    <I18nProvider i18n={i18n}>
      <ChakraProvider value={system}>
        {/* Until a person's theme is known (a visitor has none), the system's preference holds. */}
        <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
          {children}
        </ThemeProvider>
      </ChakraProvider>
    </I18nProvider>
  );
}
