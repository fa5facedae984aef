import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { serverRenderedMark } from '@xchange/contract/core';
import { montserratFallbackFamilies } from './font-fallback';
import {
  animationStyles,
  breakpoints as chakraBreakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
  badgeRecipe,
  buttonRecipe,
  checkmarkRecipe,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  radiomarkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  alertSlotRecipe,
  avatarSlotRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  comboboxSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/** Orange primary around #f89e23 (500); 600+ darkened for text on light backgrounds. */
const brand = {
  50: '#fff6ea',
  100: '#feeacc',
  200: '#fdd49a',
  300: '#fbbd66',
  400: '#faad44',
  500: '#f89e23',
  600: '#e0850a',
  700: '#b46a07',
  800: '#8c5309',
  900: '#693e0a',
  950: '#3b2205',
};

const font = `'Montserrat', ${montserratFallbackFamilies}, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

const xchangeConfig = defineConfig({
  theme: {
    breakpoints: { sm: '425px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' },
    tokens: {
      colors: {
        brand: Object.fromEntries(Object.entries(brand).map(([step, value]) => [step, { value }])),
        accentGreen: { value: '#2e9e48' },
      },
      fonts: { heading: { value: font }, body: { value: font } },
      sizes: { content: { value: '1720px' } },
    },
    semanticTokens: {
      colors: {
        brand: {
          // Dark text on the orange: white on #f89e23 is 2.1:1, near-black is 9:1 (WCAG AA).
          solid: { value: '{colors.brand.500}' },
          contrast: { value: '{colors.gray.950}' },
          // brand.700 on white is 4.19:1; 800 clears WCAG AA's 4.5:1 for text.
          fg: { value: { _light: '{colors.brand.800}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          emphasized: { value: { _light: '{colors.brand.300}', _dark: '{colors.brand.700}' } },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        navUnderline: { value: '{colors.accentGreen}' },
        // Chakra's red.500 field errors are 3.8:1 on white; red.700 reads at AA contrast.
        fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } } },
      },
    },
  },
  globalCss: {
    html: { colorPalette: 'brand' },
    // A first view the server rendered (the gateway marks its slot until the remote hydrates it): its controls have no
    // handlers yet, so they take no click rather than drop one; links work as links meanwhile.
    [`[${serverRenderedMark}] :is(button, input, select, textarea, label, [role="button"], [role="combobox"])`]: {
      pointerEvents: 'none',
    },
    // Nothing moves under prefers-reduced-motion: dialogs, notices and sheets animate with Chakra's CSS (framer-motion's
    // parts follow MotionConfig in ./motion). Near zero rather than none: a closing dialog waits for its animation's end.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
});

// Chakra's defaultConfig registers a recipe for every component it has, and each recipe pulls that component's
// state machine into the bundle (color picker, date picker, QR code…). The Xchange theme is Chakra's own tokens with
// the recipes of the components @xchange/ui re-exports: index.ts and this list change together.
const chakraTheme = defineConfig({
  preflight: true,
  // Chakra wraps its rules in cascade layers (@layer reset, base, tokens, recipes). Chromium rebuilds every layer, the
  // font faces and the whole page's style and layout when a rule inside a layer is added to an existing sheet, which
  // Emotion does for each class first used after load: 270-450 ms at CPU x4 on the shop for a click or a keystroke
  // (infra/bench/README.md, "A rule inside @layer"). Without layers the same rule restyles only its own elements.
  // Recipe and style-prop styles of a component are one class either way, so no computed style changes.
  disableLayers: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints: chakraBreakpoints,
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
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
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
      combobox: comboboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

/** The Xchange Chakra system: Chakra's tokens + brand orange, Montserrat, 425/768 breakpoints, 1720px content. */
export const system = createSystem(defaultBaseConfig, chakraTheme, xchangeConfig);
