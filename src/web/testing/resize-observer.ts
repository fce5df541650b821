/**
 * Import for its effect in a jsdom test: Radix's components (radio groups, among others)
 * measure their elements with ResizeObserver, which jsdom does not implement.
 */
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
