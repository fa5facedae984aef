/** The stored token form of docs/product.md §3. */
export const bearer = (authToken: string): string => (authToken.startsWith('Bearer ') ? authToken : `Bearer ${authToken}`);
