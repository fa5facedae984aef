// jsdom lacks these; React Router 7 and Chakra's floating UI need them (STACK.md).
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} };
}
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false });
}
if (typeof window !== 'undefined' && !window.scrollTo) window.scrollTo = () => {};
if (typeof Element !== 'undefined' && !Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
if (typeof window !== 'undefined' && !globalThis.structuredClone) globalThis.structuredClone = (v) => JSON.parse(JSON.stringify(v));
require('@testing-library/jest-dom'); // registers the DOM matchers on expect
