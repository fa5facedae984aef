/**
 * A price as a spreadsheet writes it, to the plain number the form reads: currency signs and codes and spaces go;
 * `1,234.50` and `1.234,50` are read as thousands, `12,5` as a decimal comma. Anything else is passed on as written
 * so the form's own check names it.
 */
export function plainAmount(text: string): string {
  const bare = text.replace(/[\s\u00a0'$£€¥]|\b(?:USD|US|EUR|GBP)\b/gi, '');
  if (/^\d+(\.\d+)?$/.test(bare)) return bare;
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(bare)) return bare.replace(/,/g, '');
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(bare)) return bare.replace(/\./g, '').replace(',', '.');
  if (/^\d+,\d{1,2}$/.test(bare)) return bare.replace(',', '.');
  return text;
}
