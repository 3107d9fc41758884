import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rememberLanguageChosenAtSignIn } from '../../shared/i18n/language-chosen-at-sign-in';
import { LanguageSwitch } from '../../shared/i18n/language-switch';
import classes from './sign-in.module.css';

/**
 * The sign-in page's frame, as AuthLayout draws the password screens (the product name, the language switch, a
 * heading, the form) but in plain markup: the sign-in route loads no UI kit (issue 54 §6).
 */
export function SignInLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className={classes.page}>
      <main className={`${classes.card} ${classes.stack}`}>
        <div className={classes.top}>
          <p className={classes.productName}>{t('layout.productName')}</p>
          <LanguageSwitch onChanged={rememberLanguageChosenAtSignIn} />
        </div>
        <h1 className={classes.title}>{title}</h1>
        {children}
      </main>
    </div>
  );
}
