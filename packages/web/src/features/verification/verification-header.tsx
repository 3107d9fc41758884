import { applicationTypeLabel, detailRoute, detailViewKindOf, statusLabel } from '@anumati/domain';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FROM_VERIFICATION } from '../application-details';
import { NotesDrawer } from '../notes';
import { ReviewRemarksDrawer } from '../review-remarks';
import type { TVerificationFile } from '../../shared/verification-file/use-verification-file';
import { useLanguage } from '../../shared/i18n/use-language';

/** Spec 1 §2.2: the list may switch notes off for a visit (the enableNotes navigation flag). */
function useIsNotesEnabled(): boolean {
  const state = useLocation().state as { enableNotes?: boolean } | null;
  return state?.enableNotes !== false;
}

/**
 * Spec 3 §2: the header of a verification screen — the application identifier, Add Note Sheet, Review Remarks and
 * Application Details — with room for the screen's own actions.
 */
export function VerificationHeader({
  file,
  notesLabel,
  onToggleDetails,
  children,
}: {
  file: TVerificationFile;
  /** Spec 3 §2: the decision screen calls it View note sheet. */
  notesLabel?: string;
  /** Where the screen has room for the side panel, Application Details opens it; else it opens the full screen. */
  onToggleDetails?: () => void;
  children?: ReactNode;
}) {
  const language = useLanguage();
  const { t } = useTranslation('verification');
  const [isNotesOpen, setNotesOpen] = useState(false);
  const [isRemarksOpen, setRemarksOpen] = useState(false);
  const navigate = useNavigate();
  const isNotesEnabled = useIsNotesEnabled();
  const { application } = file;
  const detailsRoute = detailRoute(detailViewKindOf(application), application.id);
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} size="h3">
            {application.applicationIdentifier}
          </Title>
          <Group gap="xs">
            <Text size="sm">{application.applicant.applicantName}</Text>
            <Badge variant="light">{applicationTypeLabel(application.applicationType, language)}</Badge>
            <Badge variant="outline">{statusLabel(application.status, application.applicationType, language)}</Badge>
          </Group>
        </Stack>
        <Group gap="xs">
          <Button
            variant="light"
            onClick={() => setNotesOpen(true)}
            // Spec 2 §2.7: with notes switched off the button stays, greyed.
            disabled={!isNotesEnabled}
          >
            {notesLabel ?? t('header.addNoteSheet')}
          </Button>
          <Button variant="light" onClick={() => setRemarksOpen(true)}>
            {t('header.reviewRemarks')}
          </Button>
          {file.hasOpenTurn && (
            <Button variant="light" component={Link} to={`/create-remarks/${application.id}`}>
              {t('header.writeRemarks')}
            </Button>
          )}
          <Button
            variant="light"
            onClick={onToggleDetails ?? (() => void navigate(detailsRoute, { state: FROM_VERIFICATION }))}
          >
            {t('header.applicationDetails')}
          </Button>
          {children}
        </Group>
      </Group>
      <NotesDrawer
        applicationId={application.id}
        isOpen={isNotesOpen}
        onClose={() => setNotesOpen(false)}
        canAdd={isNotesEnabled && file.hasOpenTurn}
      />
      <ReviewRemarksDrawer
        applicationId={application.id}
        isSingleWindow={application.applicationType === 'SINGLE WINDOW'}
        isOpen={isRemarksOpen}
        onClose={() => setRemarksOpen(false)}
      />
    </Stack>
  );
}
