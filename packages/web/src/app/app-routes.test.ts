import { VERIFICATION_ROUTES } from '@anumati/domain';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The domain's list of verification routes is what the dead-end check follows from each Verify button; the router
 * declares them itself (importing the list would pull the domain into the sign-in page's bundle), so this checks
 * that the two name the same paths and screens.
 */
describe('the verification routes the router declares', () => {
  it('are the domain list, path for path and screen for screen', () => {
    const source = readFileSync(new URL('./app-routes.tsx', import.meta.url), 'utf8');
    const declared = [
      ...source.matchAll(/<Route path="([^"]+)" element={<VerificationPage screen="(\w+)" \/>} \/>/g),
    ].map(([, path, screen]) => ({ path, screen }));
    expect(declared).toEqual(VERIFICATION_ROUTES);
  });
});
