const thirtyDaysInSeconds = 30 * 24 * 60 * 60;

export function setCookie(doc: Document, name: string, value: string, maxAgeSeconds = thirtyDaysInSeconds): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(doc: Document, name: string): void {
  doc.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
