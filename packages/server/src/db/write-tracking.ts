import { noteRequestWrite } from '../platform/request-id';
import type { TDatabase } from './database';

/**
 * The database as the services get it, telling the running request when one of its transactions has committed
 * (issue 50 §3): a keyed request that fails after that keeps its key, so that, sent again, it is answered as it was
 * the first time instead of doing its work twice (modules/idempotency). Every write of an officer's action goes
 * through a transaction (with its audit event); a statement outside one (the session's last-seen time, a rate
 * counter) is not counted: done again, it changes nothing an officer would see twice.
 */
export function withWriteTracking(db: TDatabase): TDatabase {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown;
      return async (...args: Parameters<TDatabase['transaction']>) => {
        const result: unknown = await target.transaction(...args);
        noteRequestWrite();
        return result;
      };
    },
  });
}
