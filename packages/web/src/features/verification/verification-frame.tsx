import { detailViewKindOf } from '@anumati/domain';
import { Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { SidePanelGrid } from '../application-details';
import type { TVerificationFile } from '../../shared/verification-file/use-verification-file';
import { VerificationHeader } from '../file-screen';

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
      <SidePanelGrid
        isOpen={isPanelOpen}
        applicationId={props.file.application.id}
        kind={detailViewKindOf(props.file.application)}
      >
        {props.children}
      </SidePanelGrid>
    </Stack>
  );
}
