export * from './login';
export * from './signup';
export * from './verification';
export * from './change-password';
export * from './reset-password';
export * from './admin-login-forms';
export * from './bearer';
export * from './continents';
