import ui from '../package.json';

/**
 * The attribute of the <link> with which a page's HTML brings Chakra's global stylesheet (reset, global rules, every
 * token as a CSS variable) rendered at build time (global-stylesheet.ts); the provider then writes none itself.
 */
export const globalStylesLinkAttribute = 'data-xchange-global-styles';

/**
 * Its value: the ui version that rendered the stylesheet. A remote running its own copy of another ui version (one
 * incompatible with the shell's, docs/architecture.md §4) writes its own global styles as before.
 */
export const globalStylesVersion = ui.version;
