export * from './routes/route-table';
export * from './routes/route-guard';
export * from './shell/session';
export * from './shell/cart';
export * from './shell/notice';
export * from './shell/shell-context';
export * from './shell/events';
export * from './errors/error-envelope';
