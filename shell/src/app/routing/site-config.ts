/** What the gateway inlines next to the remote map. */
export interface SiteConfig {
  /** false = the coming-soon launch gate is on (docs/product.md §2.8). */
  launched: boolean;
  /** The built-in test checkout takes payments (the API's PAYMENTS=test): the ribbon shows on every page. */
  testPayments: boolean;
  /** Remote overrides are honoured (a page on the developer's machine, or a staging site with REMOTE_OVERRIDES=on). */
  remoteOverrides?: boolean;
  /** Value of the Apptoken header, when the deployment sets one. */
  appToken?: string;
}

declare global {
  interface Window {
    __XCHANGE_CONFIG__?: Partial<SiteConfig>;
  }
}

/** Reads the inlined config; a shell served without a gateway (development) runs launched. */
export function readSiteConfig(win: Window = window): SiteConfig {
  const raw = win.__XCHANGE_CONFIG__ ?? {};
  return {
    launched: raw.launched !== false,
    testPayments: raw.testPayments === true,
    ...(typeof raw.appToken === 'string' && raw.appToken ? { appToken: raw.appToken } : {}),
  };
}
