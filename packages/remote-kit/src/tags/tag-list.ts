/** Whether `tags` holds `tag` in any letter case. */
export const hasTag = (tags: readonly string[], tag: string) => tags.some((t) => t.toLowerCase() === tag.toLowerCase());

/** `tags` with `tag` added, unless it is empty, already there (any case) or the list is full. */
export const withTag = (tags: string[], tag: string, max: number): string[] =>
  tag && !hasTag(tags, tag) && tags.length < max ? [...tags, tag] : tags;
