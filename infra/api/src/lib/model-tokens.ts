/** 'DSO-X 3034A', 'dsox 3034a' and 'DSOX3034A' all become 'dsox3034a': lower case, letters and digits only. */
export function normaliseModel(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

const hasDigit = (s: string) => /\d/.test(s);

/**
 * Space-separated normalised tokens for the `model_tokens` column: each word holding a digit, and each run of two
 * or three adjacent words that contains one, so a model typed with or without spaces and dashes still matches.
 */
export function modelTokens(...texts: string[]): string {
  const out = new Set<string>();
  for (const text of texts) {
    const words = text.split(/\s+/).map(normaliseModel).filter(Boolean);
    words.forEach((w, i) => {
      if (hasDigit(w)) out.add(w);
      for (const n of [2, 3]) {
        const run = words.slice(i, i + n);
        if (run.length === n && run.some(hasDigit)) out.add(run.join(''));
      }
    });
  }
  return [...out].join(' ');
}
