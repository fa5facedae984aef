import { isLocalHostname } from '@xchange/contract';
import type { SiteConfig } from './shell-html.ts';

/**
 * The config of a page asked for at `hostname`: a developer's remote overrides (and the dev servers they load) are
 * honoured on the developer's own machine, and on a staging site started with REMOTE_OVERRIDES=on.
 */
export const siteConfigFor = (config: SiteConfig, hostname: string): SiteConfig =>
  isLocalHostname(hostname) && !config.remoteOverrides ? { ...config, remoteOverrides: true } : config;
