import type { TDetailSection, TShownSection } from '@anumati/domain';
import { Accordion, Center, Loader, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Sections open when a screen loads: who the applicant is and where the plot is. */
const OPEN_AT_FIRST: TDetailSection[] = ['APPLICATION', 'PLOT'];

/**
 * The detail screens' collapsible sections (spec 2 §2.2–§2.4), those the rules show, in their order. A closed
 * section is not mounted, so a section with its own call (Certificates, the compound wall's Uploaded
 * Documents) loads when it is opened.
 */
export function DetailAccordion({
  sections,
  content,
}: {
  sections: readonly TShownSection[];
  content: Partial<Record<TDetailSection, ReactNode>>;
}) {
  return (
    <Accordion multiple variant="separated" order={2} keepMounted={false} defaultValue={OPEN_AT_FIRST}>
      {sections.map(({ key, title }) => (
        <Accordion.Item key={key} value={key}>
          <Accordion.Control>{title}</Accordion.Control>
          <Accordion.Panel>{content[key]}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** A section's own call in flight. */
export function SectionLoader({ label }: { label: string }) {
  return (
    <Center>
      <Loader size="sm" aria-label={label} />
    </Center>
  );
}

/** A titled part inside a section (setbacks, mortgage, the plot's questions…). */
export function DetailSubsection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </>
  );
}
