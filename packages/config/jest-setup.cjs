// jsdom lacks these; React Router 7 and Chakra's floating UI need them (docs/architecture.md §9).
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
// jsdom lays nothing out: every observed element counts as on screen (what waits to come near the screen loads at once).
if (typeof window !== 'undefined' && !window.IntersectionObserver) {
  window.IntersectionObserver = /** @type {any} */ (
    class {
      /** @param {IntersectionObserverCallback} callback */
      constructor(callback) {
        this.callback = callback;
      }
      /** @param {Element} target */
      observe(target) {
        this.callback([/** @type {any} */ ({ target, isIntersecting: true, intersectionRatio: 1 })], /** @type {any} */ (this));
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
  );
}
if (typeof window !== 'undefined' && !window.scrollTo) window.scrollTo = () => {};
if (typeof Element !== 'undefined' && !Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
if (typeof window !== 'undefined' && !globalThis.structuredClone) globalThis.structuredClone = (v) => JSON.parse(JSON.stringify(v));
require('@testing-library/jest-dom'); // registers the DOM matchers on expect

// jsdom has no PointerEvent; Chakra's radio and checkbox (Zag) create one when their hidden input loses focus.
if (typeof window !== 'undefined' && !window.PointerEvent) {
  class PointerEventStub extends MouseEvent {
    /** @param {string} type @param {PointerEventInit} [init] */
    constructor(type, init = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = /** @type {any} */ (PointerEventStub);
}

// jsdom has no fetch classes; ky needs them. Take Node's own (one realm for Request, its signal and its body),
// with relative addresses resolved against the page as a browser does.
if (typeof window !== 'undefined' && typeof globalThis.Request === 'undefined') {
  const { runInThisContext } = require('node:vm');
  for (const name of ['Response', 'Headers', 'ReadableStream', 'AbortController', 'AbortSignal', 'DOMException'])
    Object.defineProperty(globalThis, name, { value: runInThisContext(name), writable: true, configurable: true });
  const NodeRequest = runInThisContext('Request');
  class BrowserRequest extends NodeRequest {
    /** @param {RequestInfo | URL} input @param {RequestInit} [init] */
    constructor(input, init) {
      super(typeof input === 'string' || input instanceof URL ? new URL(String(input), window.location.href) : input, init);
    }
  }
  Object.defineProperty(globalThis, 'Request', { value: BrowserRequest, writable: true, configurable: true });
}

// jsdom runs no CSS animation and never fires animationend. Chakra's styles carry no cascade layer (packages/ui
// system.ts), so jsdom now sees the animation a closing dialog or drawer names, and Zag would wait for its end before
// unmounting it: report no animation, as a browser does once one has ended.
if (typeof window !== 'undefined') {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element, pseudo) =>
    new Proxy(computedStyle(element, pseudo), {
      get(style, key) {
        if (key === 'animationName') return 'none';
        const value = Reflect.get(style, key, style);
        return typeof value === 'function' ? value.bind(style) : value;
      },
    });
}
