import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import headerClasses from './app-shell-header.module.css';
import classes from './app-shell-placeholder.module.css';
import { GovernmentIdentity } from './government-identity';
import { pageTitleKey } from './route-title';

/**
 * Issue 53 §7: what a signed-in officer sees while the console's frame, Mantine and the screen load (on a phone's
 * slow link, seconds): the top bar and the screen's title where the layout draws them, in plain markup from the
 * entry's chunk, with the screen's loader (`loading`) under the title. Before, the first paint was a lone spinner
 * and the first words came with the whole screen.
 */
export function AppShellPlaceholder({ loading }: { loading: ReactNode }) {
  return (
    <>
      <header className={`${headerClasses.header} ${classes.header}`}>
        <span className={classes.menuSpace} />
        <div className={headerClasses.narrow}>
          <GovernmentIdentity isCompact />
        </div>
        <div className={headerClasses.wide}>
          <GovernmentIdentity />
        </div>
      </header>
      <main className={classes.main}>
        <ScreenTitlePlaceholder />
        {loading}
      </main>
    </>
  );
}

/**
 * The screen's title (page-titles.ts) where the screen draws its own, while the screen's code loads: in the
 * placeholder above and in the layout's main (app-shell-layout.tsx), so the title stays in its place throughout.
 */
export function ScreenTitlePlaceholder() {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const key = pageTitleKey(pathname, search);
  return key === undefined ? null : <h1 className={classes.title}>{t(`pageTitle.${key}`)}</h1>;
}
