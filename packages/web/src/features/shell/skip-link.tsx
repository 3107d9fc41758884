import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first thing the keyboard reaches: it moves focus to the main landmark, past the header and the sidebar.
 * It finds the page's main element rather than trusting the id alone, so it works on screens whose main another
 * feature renders (the sign-in pages' frame).
 */
export function SkipLink() {
  const { t } = useTranslation('shell');

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
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
