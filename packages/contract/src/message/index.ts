export * from './message';
export * from './message-rules';
