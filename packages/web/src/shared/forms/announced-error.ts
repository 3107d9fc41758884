/**
 * A field's error as a live region (issue 19, WCAG 4.1.3): a screen reader says it when it appears after a submit,
 * without the officer having to find the field again. For a field's `errorProps`.
 */
export const ANNOUNCED_ERROR_PROPS = { role: 'alert' } as const;

/**
 * A password field's error, announced, and its input marked invalid: Mantine's PasswordInput marks only its
 * wrapper (data-invalid), so without `aria-invalid` a screen reader would not say the field is in error (issue 19,
 * WCAG 3.3.1). For a PasswordInput's props.
 */
export const passwordErrorProps = (error: string | undefined) => ({
  error,
  errorProps: ANNOUNCED_ERROR_PROPS,
  'aria-invalid': error !== undefined,
});
