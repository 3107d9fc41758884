import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One headed part of an information page: its paragraphs, then an optional list. */
export function InfoSection({ heading, children, items }: { heading: string; children?: ReactNode; items?: string[] }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={2} size="h4">
        {heading}
      </Title>
      {children}
      {items && (
        <List spacing={4} size="sm">
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text size="sm">{children}</Text>;
}
