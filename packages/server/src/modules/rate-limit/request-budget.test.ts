import { describe, expect, it } from 'vitest';
import { concurrencyGate } from './request-budget';

describe('a key’s turns (request-budget.ts)', () => {
  it('lets `running` through, lines up `waiting` in order and refuses the rest, per key', async () => {
    const gate = concurrencyGate({ running: 1, waiting: 2 });
    const first = await gate.acquire('a');
    const order: string[] = [];
    const second = gate.acquire('a').then((release) => (order.push('second'), release));
    const third = gate.acquire('a').then((release) => (order.push('third'), release));
    expect(await gate.acquire('a')).toBeNull();
    // Another key has turns of its own.
    const other = await gate.acquire('b');
    expect(other).not.toBeNull();
    expect(gate.inFlight()).toBe(4);

    first?.();
    (await second)?.();
    (await third)?.();
    other?.();
    expect(order).toEqual(['second', 'third']);
    expect(gate.inFlight()).toBe(0);
  });

  it('gives a turn back once, however often its release is called', async () => {
    const gate = concurrencyGate({ running: 1, waiting: 0 });
    const release = await gate.acquire('a');
    release?.();
    release?.();
    const again = await gate.acquire('a');
    expect(again).not.toBeNull();
    expect(await gate.acquire('a')).toBeNull();
    again?.();
    expect(gate.inFlight()).toBe(0);
  });
});
