import type * as GraphQL from 'graphql';
import { createRequire } from 'node:module';

/**
 * graphql ships a CommonJS and an ES module build; mercurius (CommonJS) loads the first. Errors, scalars and
 * validation rules must come from that same copy, or graphql's instanceof checks fail ("from another module or
 * realm"), so the server takes graphql through require.
 */
const require = createRequire(import.meta.url);
export const graphqlRuntime = require('graphql') as typeof GraphQL;
