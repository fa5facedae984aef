const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a quoted attribute: what a seller typed never opens a tag or ends an attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => entities[c]!);
