/** Fewer characters than this answer an empty list. */
export const placesMinQueryLength = 2;
