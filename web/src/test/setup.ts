import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

afterEach(() => {
  cleanup();
  // Drafts (lib/drafts) live in sessionStorage: one test's typing must not reopen the next one's dialog.
  window.sessionStorage.clear();
});

// A mocked answer outside its route's contract (callApi warns about it) fails the test: mocks must
// answer what the server could. A test about such an answer spies on console.warn and expects it.
const offContract: string[] = [];
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  const [message] = args;
  if (typeof message === 'string' && message.endsWith('answered outside its contract'))
    offContract.push(message);
  warn(...args);
};
afterEach(() => {
  expect(offContract.splice(0), 'answers outside their contract (see the warnings above)').toEqual([]);
});

// Pages wait for several answers before they settle; on a loaded machine that takes more than
// Testing Library's default second.
configure({ asyncUtilTimeout: 15_000 });

/** Width queries answered for jsdom's window (1024 px wide, a laptop), others never match. */
function widthQueryMatches(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
  if (!min && !max) return false;
  const width = window.innerWidth;
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
}

// antd reads these browser APIs, which jsdom does not provide.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: widthQueryMatches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!window.scrollTo) window.scrollTo = () => undefined;

// jsdom has no pseudo-element styles and logs an error each time antd measures the scrollbar with
// one (every Modal); measuring the element itself is what jsdom can do.
const getComputedStyleOfElement = window.getComputedStyle.bind(window);
Object.defineProperty(window, 'getComputedStyle', {
  value: (elt: Element) => getComputedStyleOfElement(elt),
  writable: true,
});
