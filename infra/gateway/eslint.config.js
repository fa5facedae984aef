export { default } from '@xchange/config/eslint';
