import { z } from 'zod';
import { config } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';

describe('zod in the console', () => {
  it('is jitless wherever a module imports it, so no schema probes eval under the CSP', () => {
    expect(z.object({ name: z.string() }).safeParse({ name: 'L1' }).success).toBe(true);
    expect(config().jitless).toBe(true);
  });
});
