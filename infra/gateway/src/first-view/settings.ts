/** How long a page waits for its first view by default: about twice a render's median here (infra/bench/README.md). */
const defaultTimeoutMs = 350;
const defaultMaxInFlight = 4;

/**
 * FIRST_VIEW=off sends every page for the browser to render; FIRST_VIEW_MS (a whole number of milliseconds, 1 to
 * 10000) is how long a page waits for its render. A malformed value is refused at start, never guessed at.
 */
export function firstViewSettings(env: NodeJS.ProcessEnv): { timeoutMs: number; maxInFlight: number } | null {
  const mode = env.FIRST_VIEW ?? 'on';
  if (mode !== 'on' && mode !== 'off') throw new Error(`FIRST_VIEW must be "on" or "off", not "${mode}".`);
  if (mode === 'off') return null;
  const ms = env.FIRST_VIEW_MS ?? String(defaultTimeoutMs);
  if (!/^\d{1,5}$/.test(ms) || Number(ms) < 1 || Number(ms) > 10_000)
    throw new Error(`FIRST_VIEW_MS must be a whole number of milliseconds from 1 to 10000, not "${ms}".`);
  return { timeoutMs: Number(ms), maxInFlight: defaultMaxInFlight };
}

/** The settings' complaint, for the gateway to print before it starts; undefined when they are fine. */
export function firstViewProblem(env: NodeJS.ProcessEnv): string | undefined {
  try {
    firstViewSettings(env);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
