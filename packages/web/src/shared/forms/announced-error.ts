/**
 * A field's error as a live region (issue 19, WCAG 4.1.3): a screen reader says it when it appears after a submit,
 * without the officer having to find the field again. For a field's `errorProps`.
 */
export const ANNOUNCED_ERROR_PROPS = { role: 'alert' } as const;
