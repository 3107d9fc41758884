/** The settings every browser-test server runs with (the shared one and support/own-server.ts's), besides its port. */
export const TEST_SERVER_ENV = {
  HOST: '127.0.0.1',
  NODE_ENV: 'development',
  // Many tests sign in from one address within a minute, and the same officers sign in again and again: the
  // per-address limit and the per-officer SMS caps (5 an hour, 10 a day) would end the run, not prove anything
  // (packages/server/src/security/ proves them).
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  AUTH_SMS_PER_HOUR: '1000',
  AUTH_SMS_PER_DAY: '10000',
  // The fee calculator's tests call the anonymous calculator from one address too.
  PUBLIC_RATE_LIMIT_PER_MINUTE: '10000',
  // The test machine has no internet: the plot map's tiles point at a closed port and the map must work anyway.
  MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  // The embedded database runs its queries on the event loop: on a busy machine a report can hold it past the
  // overload guard's second, and a 503 then would test the machine, not the console. The guard itself is
  // proven in packages/server/src/platform/hardening.test.ts.
  MAX_EVENT_LOOP_DELAY_MS: '0',
};

/** The demo seed took up to 500 s on a busy 2-core machine: a server is given this long to answer its health. */
export const SERVER_START_TIMEOUT_MS = 600_000;
