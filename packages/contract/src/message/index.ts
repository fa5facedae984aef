export * from './message';
export * from './message-rules';
export * from './question-texts';
