export { default } from './eslint.js';
