import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait up to 5 s (default 1 s): on the loaded 2-core machine a first antd render
// alone can take longer than a second, which failed tests that were right
configure({ asyncUtilTimeout: 5_000 });

// antd reads these browser APIs that jsdom lacks
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
window.getComputedStyle = ((orig) => (elt: Element) => orig(elt))(window.getComputedStyle);
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
