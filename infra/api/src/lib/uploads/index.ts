export * from './sniff-media.ts';
export * from './jpeg-variants.ts';
export * from './read-single-file.ts';
export * from './stream-to-file.ts';
export * from './store-media.ts';
export * from './probe-video.ts';
export * from './refuse-unread.ts';
export * from './store-document.ts';
