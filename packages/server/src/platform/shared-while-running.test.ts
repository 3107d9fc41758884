import { describe, expect, it } from 'vitest';
import { sharedWhileRunning } from './shared-while-running';

/** A read that answers when told to, counting how often it was started. */
function controlledRead() {
  let starts = 0;
  let answer: (value: number) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const read = () => {
    starts += 1;
    return new Promise<number>((resolve, reject) => {
      answer = resolve;
      fail = reject;
    });
  };
  return { read, starts: () => starts, answer: (value: number) => answer(value), fail: (error: Error) => fail(error) };
}

describe('sharedWhileRunning', () => {
  it('runs a read once for the callers that ask it while it runs, and again once it has settled', async () => {
    const shared = sharedWhileRunning<number>();
    const late = controlledRead();
    const first = shared('late turns of 2026', late.read);
    const second = shared('late turns of 2026', late.read);
    late.answer(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(late.starts()).toBe(1);

    const third = shared('late turns of 2026', late.read);
    late.answer(8);
    expect(await third).toBe(8);
    expect(late.starts()).toBe(2);
  });

  it('keeps reads of different keys apart', async () => {
    const shared = sharedWhileRunning<number>();
    const ghmc = controlledRead();
    const suryapet = controlledRead();
    const one = shared('GHMC', ghmc.read);
    const other = shared('Suryapet', suryapet.read);
    ghmc.answer(1);
    suryapet.answer(2);
    expect(await Promise.all([one, other])).toEqual([1, 2]);
  });

  it('gives every waiting caller the failure, and starts afresh after it', async () => {
    const shared = sharedWhileRunning<number>();
    const late = controlledRead();
    const first = shared('k', late.read);
    const second = shared('k', late.read);
    late.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).rejects.toThrow('connection lost');
    const again = shared('k', late.read);
    late.answer(3);
    expect(await again).toBe(3);
    expect(late.starts()).toBe(2);
  });
});
