import { Accordion } from '@mantine/core';
import type { ReactNode } from 'react';

export type TDetailAccordionItem = { key: string; title: string; content: ReactNode };

/**
 * The detail screens' collapsible sections (spec 2 §2.2–§2.4). A closed section is not mounted, so a section
 * with its own call (Certificates, the compound wall's Uploaded Documents) loads when it is opened.
 */
export function DetailAccordion({ items, defaultOpen }: { items: TDetailAccordionItem[]; defaultOpen: string[] }) {
  return (
    <Accordion multiple variant="separated" order={2} keepMounted={false} defaultValue={defaultOpen}>
      {items.map((item) => (
        <Accordion.Item key={item.key} value={item.key}>
          <Accordion.Control>{item.title}</Accordion.Control>
          <Accordion.Panel>{item.content}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
