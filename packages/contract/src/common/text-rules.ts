/** docs/product.md §5/§9: text inputs accept at most 50 characters. */
export const textMaxLength = 50;

/** docs/product.md §5: what a text input does on blur — repeated whitespace becomes one space, ends trimmed. */
export const collapseWhitespace = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** The message for a text longer than its limit, when docs/product.md §5 names none. */
export const maxLengthMessage = (max: number): string => `Must be at most ${max} characters.`;
