import { ZLoginSchema } from '@anumati/domain';
import { schemaErrors } from '../../shared/forms/schema-errors';

/** The login form's field errors, from the server's own schema. Loaded on submit: zod stays out of the login route. */
export function loginErrors(values: { username: string; password: string }): Record<string, string> {
  return schemaErrors(ZLoginSchema, values);
}
