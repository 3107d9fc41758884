import { Text } from '@mantine/core';

/**
 * What an empty table says, in place of mantine-datatable's default text, which is too faint for the AA contrast
 * ratio (4.5:1). Give it to `emptyState` only while the table is empty: the table keeps its empty state in the
 * page, merely faded out, so under rows it must hold nothing a screen reader would read (issue 19).
 */
export function EmptyTableText({ children }: { children: string }) {
  return (
    <Text size="sm" c="gray.7">
      {children}
    </Text>
  );
}
