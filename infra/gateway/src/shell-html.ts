import { scriptSafeJson } from '@xchange/contract/core';
import { afterPaintTemplateId } from './preload/preload-tags.ts';
import type { RemoteMap } from './remote-map.ts';

/** Marker in shell/public/index.html where the runtime configuration goes. */
export const configMarker = '<!--xchange:config-->';

export interface SiteConfig {
  launched: boolean;
  /** The shell shows its "Test payments" ribbon on every page. */
  testPayments: boolean;
  /** The shell honours a developer's remote overrides (site-config.ts decides per request). */
  remoteOverrides?: boolean;
}

// Marks the page before its first paint, so the shell's CSS keeps the ribbon's line free and nothing moves when it renders.
const ribbonMark = ';document.documentElement.setAttribute("data-test-payments","")';

// Starts a drawn page's scripts (preload-tags.ts) once it has painted: a frame, then a task after it. A page opened in
// a tab behind others gets no frames until it is shown, so there they start at once.
const afterPaintStarter =
  `;addEventListener("DOMContentLoaded",function(){var t=document.getElementById("${afterPaintTemplateId}");if(!t)return;` +
  'var s=function(){document.head.appendChild(document.importNode(t.content,!0))};' +
  'document.hidden?s():requestAnimationFrame(function(){setTimeout(s)})})';

/** The inline script that hands the shell its remote map and site config without an extra request. */
export const configScript = (remotes: RemoteMap, config: SiteConfig): string =>
  `<script>window.__XCHANGE_REMOTES__=${scriptSafeJson(remotes)};window.__XCHANGE_CONFIG__=${scriptSafeJson(config)}${config.testPayments ? ribbonMark : ''}${afterPaintStarter}</script>`;

/**
 * Puts the config script at the marker, or at the end of <head> when a build lost the marker, followed by `extraHead`
 * (the route's preload links).
 */
export function inlineConfig(html: string, remotes: RemoteMap, config: SiteConfig, extraHead = ''): string {
  const script = `${configScript(remotes, config)}${extraHead}`;
  if (html.includes(configMarker)) return html.replace(configMarker, () => script);
  return html.replace(/<\/head>/i, (end) => `${script}${end}`);
}
