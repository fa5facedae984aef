import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { montserratFallbackFaces } from './font-fallback';
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
  // the page's text waits for no script: Montserrat's stand-ins are declared with the styles that name them
  return [montserratFallbackFaces, ...rules].join('\n');
}
