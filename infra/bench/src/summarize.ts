/** One response of a page load, as the benchmark records it. */
export interface LoadedResource {
  url: string;
  kind: 'js' | 'css' | 'other';
  /** Bytes on the wire (compressed body). */
  transferred: number;
}

export interface LoadSummary {
  requests: number;
  jsBytes: number;
  cssBytes: number;
  jsFiles: number;
}

export const kindOf = (url: string, contentType = ''): LoadedResource['kind'] =>
  /\.m?js(\?|$)/.test(url) || contentType.includes('javascript')
    ? 'js'
    : /\.css(\?|$)/.test(url) || contentType.includes('text/css')
      ? 'css'
      : 'other';

/** Adds up what a page load transferred, by kind. */
export function summarize(resources: readonly LoadedResource[]): LoadSummary {
  const sum = (k: LoadedResource['kind']) => resources.filter((r) => r.kind === k).reduce((n, r) => n + r.transferred, 0);
  return { requests: resources.length, jsBytes: sum('js'), cssBytes: sum('css'), jsFiles: resources.filter((r) => r.kind === 'js').length };
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};
