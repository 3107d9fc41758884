import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { applyTextSize } from './text-size';

/**
 * The frame of the screens reachable without signing in (sign-in, password, fee calculator, order check, review):
 * the skip link first, the screen, the GIGW footer; the text size the officer chose in this browser.
 */
export function PublicRoutesFrame() {
  useEffect(() => applyTextSize(), []);
  return (
    <>
      <SkipLink />
      <Outlet />
      <SiteFooter />
    </>
  );
}
