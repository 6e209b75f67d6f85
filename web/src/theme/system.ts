import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

export const DEFAULT_PRIMARY_COLOR = '#5B3ED6';
const PRIMARY = 'var(--app-primary)';

// The workspace's primary colour is a CSS variable, so changing it repaints at once without
// rebuilding the theme; `brand` is the palette every accented component uses.
const config = defineConfig({
  globalCss: {
    ':root': { '--app-primary': DEFAULT_PRIMARY_COLOR },
  },
  theme: {
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: PRIMARY },
          contrast: { value: 'white' },
          fg: {
            value: { _light: `color-mix(in srgb, ${PRIMARY} 85%, black)`, _dark: `color-mix(in srgb, ${PRIMARY} 55%, white)` },
          },
          muted: { value: `color-mix(in srgb, ${PRIMARY} 25%, transparent)` },
          subtle: { value: `color-mix(in srgb, ${PRIMARY} 12%, transparent)` },
          emphasized: { value: `color-mix(in srgb, ${PRIMARY} 35%, transparent)` },
          focusRing: { value: PRIMARY },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);

export function applyPrimaryColor(color: string | null | undefined) {
  document.documentElement.style.setProperty('--app-primary', color || DEFAULT_PRIMARY_COLOR);
}
