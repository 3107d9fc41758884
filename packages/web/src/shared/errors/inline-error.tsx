import { domainMessage } from '../i18n/i18n';
import { useLanguage } from '../i18n/use-language';
import { errorMessage } from './error-message';
import classes from './inline-error.module.css';

/**
 * A message beside or under a form's buttons (spec 3 §8: a failed submit shows the server's message there): a
 * gate or check by its words, a failed request by its error. Nothing when there is nothing to say. The gates and
 * checks are the domain's messages, in the spec's English, as the server's are: both read in the console's
 * language (a Telugu decision screen said "Please add remarks in View Notes"). Plain markup: the sign-in route shows
 * it and loads no UI kit (issue 54 §6).
 */
export function InlineError(props: { message?: string | null; error?: unknown }) {
  const language = useLanguage();
  const message = props.message
    ? domainMessage(props.message, language)
    : props.error
      ? errorMessage(props.error)
      : null;
  if (!message) return null;
  return (
    <p className={classes.inlineError} role="alert">
      {message}
    </p>
  );
}
