import { Outlet } from 'react-router';
import { PublicHeader } from './public-header';
import { RouteTitle } from './route-title';
import { SiteFooter } from './site-footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * The frame of the screens reachable without signing in (sign-in, password, fee calculator, order check, review):
 * the skip link first, the State's identity and the text size, the screen, the GIGW footer.
 */
export function PublicRoutesFrame() {
  return (
    <>
      <RouteTitle />
      <SkipLink />
      {/* The screens keep their own product name and language switch (the sign-in frame's): each once a screen. */}
      <PublicHeader hasProductName={false} />
      <div id={MAIN_CONTENT_ID}>
        <Outlet />
      </div>
      <SiteFooter />
    </>
  );
}
