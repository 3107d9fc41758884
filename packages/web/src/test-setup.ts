import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadEnglish, loadTelugu } from './app/i18n-catalogue-loaders';
import { englishResources } from './app/i18n-resources';
import { changeLanguage, currentLanguage, initI18n } from './shared/i18n/i18n';
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
// The data table scrolls back to its top on a page change; a select scrolls its chosen option into view.
Element.prototype.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// findBy… and waitFor wait as long as a busy machine needs (Testing Library's default gives up after 1 s, a limit that
// load breaks); a screen that never shows what is awaited still fails, within the test's own timeout.
configure({ asyncUtilTimeout: 30_000 });

// The files share one page and one module graph (vite.config.ts): what a test changes beyond its screen is put back.
afterEach(async () => {
  cleanup();
  // Toasts live in a store of their own, beyond the unmounted screen: one test's never shows in the next.
  clearNotices();
  sessionStorage.clear();
  localStorage.clear();
  if (currentLanguage() !== 'en') await changeLanguage('en', { remember: false });
});

// Component tests read the screens in English, the spec's language, every namespace at hand.
await initI18n({ english: englishResources, loadEnglish, loadTelugu }, 'en');
