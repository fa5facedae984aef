/**
 * The attribute the gateway puts on a remote's slot holding a first view it rendered on the server, until the remote
 * has hydrated it (docs/architecture.md §4.2): the shell asks nothing early for such a page, its controls take no
 * click meanwhile, and the remote (or the unavailable panel that replaces it) removes it.
 */
export const serverRenderedMark = 'data-server-rendered';
