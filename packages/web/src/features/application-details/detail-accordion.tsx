import type { TDetailSection, TShownSection } from '@anumati/domain';
import { Accordion, Anchor, Center, Group, Loader, Text, Title } from '@mantine/core';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RenderErrorBoundary } from '../../shared/errors/render-error-boundary';

/** Sections open when a screen loads: who the applicant is and where the plot is. */
const OPEN_AT_FIRST: TDetailSection[] = ['APPLICATION', 'PLOT'];

const sectionId = (key: TDetailSection) => `section-${key.toLowerCase()}`;

/**
 * The detail screens' collapsible sections (spec 2 §2.2–§2.4), those the rules show, in their order. A closed
 * section is not mounted, so a section with its own call (Certificates, the compound wall's Uploaded
 * Documents) loads when it is opened. Issue 18: a file with every section open runs to about 6,000 px, so an index
 * of links leads to each section (opening it); and a section that fails to render says so in its place, leaving
 * the others readable.
 */
export function DetailAccordion({
  sections,
  content,
}: {
  sections: readonly TShownSection[];
  content: Partial<Record<TDetailSection, ReactNode>>;
}) {
  const { t } = useTranslation('application-details');
  const [openSections, setOpenSections] = useState<string[]>(OPEN_AT_FIRST);
  const onJump = (event: MouseEvent<HTMLAnchorElement>, key: TDetailSection) => {
    event.preventDefault();
    setOpenSections((open) => (open.includes(key) ? open : [...open, key]));
    // The section's own button takes the focus (and the scroll): the keyboard goes on from there.
    document.getElementById(sectionId(key))?.querySelector('button')?.focus();
  };
  return (
    <>
      <nav aria-label={t('page.sectionIndex')}>
        <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sections.map(({ key, title }) => (
            <li key={key}>
              <Anchor href={`#${sectionId(key)}`} size="sm" onClick={(event) => onJump(event, key)}>
                {title}
              </Anchor>
            </li>
          ))}
        </Group>
      </nav>
      <Accordion
        multiple
        variant="separated"
        order={2}
        keepMounted={false}
        value={openSections}
        onChange={setOpenSections}
      >
        {sections.map(({ key, title }) => (
          <Accordion.Item key={key} value={key} id={sectionId(key)}>
            {/* Brought into view by the index below the fixed top bar, not under it. */}
            <Accordion.Control style={{ scrollMarginTop: 'calc(var(--app-shell-header-offset, 0rem) + 1rem)' }}>
              {title}
            </Accordion.Control>
            <Accordion.Panel>
              <RenderErrorBoundary
                fallback={
                  <Text c="red" size="sm" role="alert">
                    {t('page.sectionFailed')}
                  </Text>
                }
              >
                {content[key]}
              </RenderErrorBoundary>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </>
  );
}

/** A section's own call in flight. */
export function SectionLoader({ label }: { label: string }) {
  return (
    <Center>
      {/* A status, so that its name is read (a name on a plain span is refused: ARIA's aria-prohibited-attr). */}
      <Loader size="sm" role="status" aria-label={label} />
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
