import { detailViewKindOf } from '@anumati/domain';
import { Grid, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ApplicationSidePanel } from '../application-details/application-side-panel';
import type { TVerificationFile } from './use-verification-file';
import { VerificationHeader } from './verification-header';

/**
 * A verification screen's frame: the header, the screen's work, and beside it — when Application Details is
 * pressed — the application's side panel (spec 2 §2.5), whose Expand link opens the full detail screen.
 */
export function VerificationFrame(props: {
  file: TVerificationFile;
  notesLabel?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const [isPanelOpen, setPanelOpen] = useState(false);
  return (
    <Stack>
      <VerificationHeader
        file={props.file}
        notesLabel={props.notesLabel}
        onToggleDetails={() => setPanelOpen((isOpen) => !isOpen)}
      >
        {props.actions}
      </VerificationHeader>
      <Grid>
        <Grid.Col span={isPanelOpen ? { base: 12, lg: 8 } : 12}>
          <Stack>{props.children}</Stack>
        </Grid.Col>
        {isPanelOpen && (
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <ApplicationSidePanel
              applicationId={props.file.application.id}
              kind={detailViewKindOf(props.file.application)}
            />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
