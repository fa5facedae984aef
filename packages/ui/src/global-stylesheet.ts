import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './system';

export { globalStylesLinkAttribute, globalStylesVersion } from './global-styles-link';

/**
 * The CSS that Chakra's provider writes for the Xchange system, rendered once in Node by the provider itself with
 * Emotion's server renderer: what a page would otherwise build, serialise and insert on the main thread at every load.
 * The shell's build writes it to a content-hashed file (global-stylesheet-plugin.cjs).
 */
export function renderGlobalStylesheet(): string {
  // createElement, not JSX: the build loads this file with tsx, which reads the calling app's tsconfig
  const html = renderToStaticMarkup(createElement(ChakraProvider, { value: system, children: null }));
  const rules = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  if (rules.length === 0) throw new Error("Chakra's provider wrote no global styles.");
  return rules.join('\n');
}
