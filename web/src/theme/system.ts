import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  colorSwatchRecipe,
  comboboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  fileUploadSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tooltipSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

export const DEFAULT_PRIMARY_COLOR = '#5B3ED6';
const PRIMARY = 'var(--app-primary)';

// Every dialog keeps its header and its footer (its actions) on screen and scrolls its body: a
// tall form on a small laptop no longer hides its button below the fold. A form wrapped around
// the header, body and footer lays them out as if it were not there.
const dialogRecipe = {
  ...dialogSlotRecipe,
  base: { ...dialogSlotRecipe.base, content: { ...dialogSlotRecipe.base?.content, '& > form': { display: 'contents' } } },
  defaultVariants: { ...dialogSlotRecipe.defaultVariants, scrollBehavior: 'inside' as const },
};

// Chakra's default theme, less the recipes of components the app does not use: the full set
// weighs on every first load. A component rendered without its recipe comes out unstyled, so a
// newly used component (or one that another uses inside, like checkmark in Checkbox) is added here.
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      colorSwatch: colorSwatchRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      fileUpload: fileUploadSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioCard: radioCardSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

// The workspace's primary colour is a CSS variable, so changing it repaints at once without
// rebuilding the theme; `brand` is the palette every accented component uses.
const config = defineConfig({
  globalCss: {
    ':root': { '--app-primary': DEFAULT_PRIMARY_COLOR },
  },
  theme: {
    semanticTokens: {
      colors: {
        // Chakra's red.500 is 3.8:1 on white, under AA for the small error texts under fields.
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
        // A solid red button (delete, reject) lightens to 90% while hovered: from red.600 that is
        // 4.3:1 against its white text on a light page, from red.700 5.5:1.
        red: { solid: { value: { _light: '{colors.red.700}', _dark: '{colors.red.600}' } } },
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

export const system = createSystem(defaultBaseConfig, chakraTheme, config);

export function applyPrimaryColor(color: string | null | undefined) {
  document.documentElement.style.setProperty('--app-primary', color || DEFAULT_PRIMARY_COLOR);
}
