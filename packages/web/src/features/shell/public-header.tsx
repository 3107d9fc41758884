import { Box, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { GovernmentIdentity } from './government-identity';
import { TextSizeControls } from './text-size-controls';

/**
 * The top bar of the screens outside the signed-in console: the State's identity, then the page's own links and
 * the text size. It wraps onto more lines on a phone or at 200 % zoom: it is not fixed, so it never covers a title.
 */
export function PublicHeader({ children, hasProductName = true }: { children?: ReactNode; hasProductName?: boolean }) {
  return (
    <Box component="header" px="md" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" gap="sm">
        <GovernmentIdentity hasProductName={hasProductName} />
        <Group gap="sm">
          {children}
          <TextSizeControls />
        </Group>
      </Group>
    </Box>
  );
}
