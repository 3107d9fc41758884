import type { ReactNode } from 'react';
import { GovernmentIdentity } from './government-identity';
import classes from './public-frame.module.css';
import { TextSizeControls } from './text-size-controls';

/**
 * The top bar of the screens outside the signed-in console: the State's identity, then the page's own links and
 * the text size. It wraps onto more lines on a phone or at 200 % zoom: it is not fixed, so it never covers a title.
 */
export function PublicHeader({ children, hasProductName = true }: { children?: ReactNode; hasProductName?: boolean }) {
  return (
    <header className={classes.header}>
      <div className={classes.row}>
        <GovernmentIdentity hasProductName={hasProductName} />
        <div className={classes.group}>
          {children}
          <TextSizeControls />
        </div>
      </div>
    </header>
  );
}
