import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { PAGE_TITLES, type TPageTitleKey } from './page-titles';

/**
 * The route's title key (page-titles.ts), or none for an address no screen has: the first whose path matches and
 * whose query parameters, where it names some, the address carries.
 */
export function pageTitleKey(pathname: string, search = ''): TPageTitleKey | undefined {
  const params = new URLSearchParams(search);
  return PAGE_TITLES.find(
    (title) =>
      matchPath({ path: title.path, caseSensitive: false }, pathname) !== null &&
      Object.entries(('search' in title && title.search) || {}).every(([name, value]) => params.get(name) === value),
  )?.key;
}

/**
 * WCAG 2.4.2: the browser's title names the screen, in the officer's language ("Inbox — Anumati"), so a tab, the
 * history and a screen reader's first announcement tell screens apart. It draws nothing.
 */
export function DocumentTitle() {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const key = pageTitleKey(pathname, search);
  const product = t('identity.productShort');
  const title = key === undefined ? product : t('pageTitle.titled', { screen: t(`pageTitle.${key}`), product });
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/**
 * The address of the screen on show, once it is drawn (each navigation, the same address again included): the
 * router navigates in transitions, which keep the previous screen until the next one is ready, so the address
 * bar alone does not say which screen is shown. The browser tests' crawls wait on it (e2e/support/in-page.ts).
 * Drawn beside the screen, inside the Suspense that waits for the screen's code: it marks the screen, not a frame
 * still loading it. It draws nothing.
 */
export function ShownScreenMark() {
  const location = useLocation();
  useEffect(() => {
    document.documentElement.dataset.shownPath = `${location.pathname}${location.search}`;
  }, [location.key, location.pathname, location.search]);
  return null;
}

/** Both, for a frame whose screen draws with it (the public frame, the information pages' layout). */
export function RouteTitle() {
  return (
    <>
      <DocumentTitle />
      <ShownScreenMark />
    </>
  );
}
