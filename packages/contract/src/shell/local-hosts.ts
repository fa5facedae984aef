/**
 * Host names of a page opened on the developer's own machine: only there does the shell honour remote overrides, and
 * only there does the gateway's Content-Security-Policy let a remote's dev server in.
 */
export const localHostnames: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** Whether `hostname` (as `location.hostname` or a request's host name gives it) names this machine. */
export const isLocalHostname = (hostname: string): boolean => localHostnames.includes(hostname.toLowerCase());
