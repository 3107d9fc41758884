import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { englishResources, loadTelugu } from './app/i18n-resources';
import { initI18n } from './shared/i18n/i18n';
import { clearNotices } from './shared/notify';

// Mantine reads these browser APIs, which jsdom does not have.
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
// The autosizing Textarea listens for web fonts loading.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});
// The data table scrolls back to its top on a page change.
Element.prototype.scrollTo = () => undefined;
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  // Toasts live in a store of their own, beyond the unmounted screen: one test's never shows in the next.
  clearNotices();
  sessionStorage.clear();
});

// Component tests read the screens in English, the spec's language.
await initI18n({ english: englishResources, loadTelugu }, 'en');
