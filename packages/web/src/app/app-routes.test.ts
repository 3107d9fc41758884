import { VERIFICATION_ROUTES } from '@anumati/domain';
import { describe, expect, it } from 'vitest';
// The router's source as text: the routes are read from what it declares (Vite's ?raw import, any working directory).
import source from './app-routes.tsx?raw';

/**
 * The domain's list of verification routes is what the dead-end check follows from each Verify button; the router
 * declares them itself (importing the list would pull the domain into the sign-in page's bundle), so this checks
 * that the two name the same paths and screens.
 */
describe('the verification routes the router declares', () => {
  it('are the domain list, path for path and screen for screen', () => {
    const declared = [
      ...source.matchAll(/<Route path="([^"]+)" element={<VerificationPage screen="(\w+)" \/>} \/>/g),
    ].map(([, path, screen]) => ({ path, screen }));
    expect(declared).toEqual(VERIFICATION_ROUTES);
  });
});
