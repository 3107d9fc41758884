import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first thing the keyboard reaches: it moves focus to the main landmark, past the header and the sidebar.
 * The id marks the main landmark, or on the screens open without signing in the block around the screen, whose own
 * main (rendered by its feature, e.g. the sign-in frame) receives the focus.
 */
export function SkipLink() {
  const { t } = useTranslation('shell');

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(MAIN_CONTENT_ID);
    const main = target?.closest('main') ?? target?.querySelector('main') ?? target ?? document.querySelector('main');
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
    main.scrollIntoView?.();
  };

  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={onClick}>
      {t('skipToContent')}
    </a>
  );
}
