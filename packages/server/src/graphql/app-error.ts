import mercurius from 'mercurius';

export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'BAD_USER_INPUT',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'UNAVAILABLE',
  'BLOCKED',
  'INTERNAL',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

/** An error meant for the officer: its message is shown as it is; its code tells the console what kind. */
// mercurius is CommonJS: Node's ESM loader sees only its default export.
export class AppError extends mercurius.ErrorWithProps {
  readonly code: TErrorCode;

  constructor(code: TErrorCode, message: string, extra: Record<string, unknown> = {}) {
    super(message, { code, ...extra });
    this.code = code;
  }
}

export function badInput(message: string, field?: string): AppError {
  return new AppError('BAD_USER_INPUT', message, field ? { field } : {});
}
