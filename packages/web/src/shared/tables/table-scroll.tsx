import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table wider than the room it is given (the side panel beside a form, a phone) scrolls sideways in its own box,
 * never the page (issue 18: the side panel's tables made a 1,440 px page 1,746 px wide). The box takes the keyboard
 * focus so it can be scrolled without a mouse.
 */
export function TableScroll({ children }: { children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={0} type="native" tabIndex={0}>
      {children}
    </Table.ScrollContainer>
  );
}
