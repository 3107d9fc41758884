/**
 * A tab's value becomes part of element ids (and aria-controls), which may not hold spaces: values with spaces
 * (application types) travel with underscores.
 */
export const toTabValue = (value: string) => value.replaceAll(' ', '_');
export const fromTabValue = (value: string) => value.replaceAll('_', ' ');
