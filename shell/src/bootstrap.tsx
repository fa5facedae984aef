import '@xchange/ui/fonts';
import { start } from 'single-spa';
import { signedInAs } from '@xchange/contract/core';
import { renderFooterAfterFirstMount, renderHeader, showNotFound } from './app/render-chrome';
import { installRemoteErrorHandler } from './app/routing/error-handler';
import { registerRemotes } from './app/routing/register-remotes';
import { decisionFor, installRouteGuard } from './app/routing/route-guard';
import { createShellContext } from './app/routing/shell-context';
import { readSiteConfig } from './app/routing/site-config';
import { createCartStore } from './stores/cart-store';
import { syncCartWithServer } from './stores/cart-sync';
import { notify } from './stores/notice';
import { createSessionStore } from './stores/session-store';

const config = readSiteConfig();
const session = createSessionStore();
const cart = createCartStore();

// Logout clears all local storage (docs/product.md §4), the cart included.
session.subscribe((next, prev) => {
  if (signedInAs(prev) && !signedInAs(next)) cart.getState().clear();
});

const context = createShellContext({
  session,
  cart,
  notify,
  config,
  opensOnPage: decisionFor(session, config.launched)(window.location.pathname).kind === 'render',
});
// A signed-in buyer's cart lives on the server too, so it follows the buyer to other devices.
syncCartWithServer({ session, cart, api: context.api });

renderHeader({ session, cart, api: context.api, testPayments: config.testPayments });
installRemoteErrorHandler();
installRouteGuard({ session, launched: config.launched, showNotFound });
registerRemotes(context, decisionFor(session, config.launched));
renderFooterAfterFirstMount({ session });
start({ urlRerouteOnly: true });
