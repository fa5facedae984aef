// webpack names chunks and assets `name.[contenthash:8].ext`; entries (main.js, remoteEntry.js) keep their names: pages and manifests name them.
const hashedName = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

export const immutable = 'public, max-age=31536000, immutable';
export const revalidate = 'no-cache';

/** A content-hashed file never changes; everything else (index.html, main.js, remoteEntry.js, manifests) revalidates. */
export const cacheControlFor = (file: string): string => (hashedName.test(file) ? immutable : revalidate);
