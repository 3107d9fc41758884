import { applicationTypeLabel, detailRoute, detailViewKindOf, NOTE_MESSAGES, statusLabel } from '@anumati/domain';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FROM_VERIFICATION } from '../../shared/application/detail-origin';
import { domainMessage } from '../../shared/i18n/i18n';
import { FieldPhotoFlagNotice } from '../field-photos';
import { NotesDrawer } from '../notes';
import { ReviewRemarksDrawer } from '../review-remarks';
import type { TVerificationFile } from '../../shared/verification-file/use-verification-file';
import { useLanguage } from '../../shared/i18n/use-language';

/**
 * Spec 1 §2.2 and §8: the list may switch notes off for a visit (the enableNotes navigation flag; the inbox sets it,
 * `notesState` in features/inbox). A screen reached without it (a bookmark, a link typed by hand) leaves the switch
 * on: the open-turn rule below still decides, as the server does.
 */
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
  const notesReasonId = useId();
  // Spec 3 §5 needs a note before submitting, so notes are added on the officer's open turn only (the server
  // refuses any other: notes.service.ts); the list's switch can only narrow that further.
  const canAddNotes = isNotesEnabled && file.hasOpenTurn;
  // The decision screen's button is a viewer (View note sheet): it always opens the sheet.
  const isAddGreyed = notesLabel === undefined && !canAddNotes;
  const cannotAddReason = isNotesEnabled
    ? domainMessage(NOTE_MESSAGES.notYourTurn, language)
    : t('header.notesSwitchedOff');
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
          {/* Spec 1 §8 and spec 2 §2.7: with notes switched off the button stays, greyed. aria-disabled, not
              disabled: it keeps its focus, so a screen reader reaches it and hears why (its description). */}
          <Button
            variant="light"
            data-disabled={isAddGreyed || undefined}
            aria-disabled={isAddGreyed || undefined}
            aria-describedby={isAddGreyed ? notesReasonId : undefined}
            onClick={() => !isAddGreyed && setNotesOpen(true)}
          >
            {notesLabel ?? t('header.addNoteSheet')}
          </Button>
          {isAddGreyed && (
            // Reading the sheet is never switched off: the file's notes stay one click away.
            <Button variant="subtle" onClick={() => setNotesOpen(true)}>
              {t('header.viewNoteSheet')}
            </Button>
          )}
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
      {isAddGreyed && (
        <Text id={notesReasonId} size="sm" c="gray.7" ta="right">
          {cannotAddReason}
        </Text>
      )}
      {/* Issue 53: a flagged site photo or visit is never read as on site unseen; the full screen lists them. */}
      <FieldPhotoFlagNotice
        applicationId={application.id}
        onOpenDetails={() => void navigate(detailsRoute, { state: FROM_VERIFICATION })}
      />
      <NotesDrawer
        applicationId={application.id}
        isOpen={isNotesOpen}
        onClose={() => setNotesOpen(false)}
        canAdd={canAddNotes}
        cannotAddReason={cannotAddReason}
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
