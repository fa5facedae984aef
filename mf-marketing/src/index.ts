// The shell loads this remote through ./app (src/app/lifecycles.ts); the entry itself starts nothing.
export {};
