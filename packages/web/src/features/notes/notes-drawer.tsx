import { NOTE_MESSAGES, serverRoleLabel } from '@anumati/domain';
import { Anchor, Button, Card, Divider, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFromServer } from '../../shared/downloads/download-from-server';
import { errorMessage } from '../../shared/errors/error-message';
import { notifyError } from '../../shared/notify';
import dayjs from 'dayjs';
import { LoadError } from '../../shared/errors/load-error';
import { RenderErrorBoundary } from '../../shared/errors/render-error-boundary';
import { domainMessage } from '../../shared/i18n/i18n';
import { useLanguage } from '../../shared/i18n/use-language';
import { useMeQuery } from '../../shared/officer/me.query';
import { useApplicationCommentsQuery } from '../../shared/application/application-comments.query';
import { RichText } from './rich-text';

// The rich-text editor (TipTap, about 150 KB of gzip) loads when an officer who may add a note opens the notes,
// not with every screen that has a Notes button (the verification, review and correction screens).
const loadNoteEditor = () => import('./note-editor').then((module) => ({ default: module.NoteEditor }));
/** The page's one editor component, made again when a failed load is retried: React keeps a failed one failed. */
let NoteEditor = lazy(loadNoteEditor);

/**
 * The Add Notes editor once it has loaded. A load that fails (a dropped connection) is said in the drawer, with
 * RETRY, and the screen behind keeps what the officer has entered: the screen's own error boundary would have
 * replaced it with a reload.
 */
function LazyNoteEditor({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('notes');
  const [attempts, setAttempts] = useState(0);
  const retry = () => {
    NoteEditor = lazy(loadNoteEditor);
    setAttempts((count) => count + 1);
  };
  return (
    <RenderErrorBoundary
      resetKey={String(attempts)}
      fallback={<LoadError error={new Error(t('editor.loadError'))} onRetry={retry} />}
    >
      <Suspense fallback={<Loader role="status" aria-label={t('editor.loading')} />}>
        <NoteEditor applicationId={applicationId} />
      </Suspense>
    </RenderErrorBoundary>
  );
}

/**
 * Spec 2 §2.7: the Notes side panel — the list, and the Add Notes editor while the officer may add notes
 * (canAdd: the enableNotes flag and the stage rule; the server checks the stage again).
 */
export function NotesDrawer(props: {
  applicationId: string;
  isOpen: boolean;
  onClose: () => void;
  canAdd: boolean;
  /** Why no note may be added here, when it is not that the file is away from the officer. */
  cannotAddReason?: string;
}) {
  const { t } = useTranslation('notes');
  const language = useLanguage();
  const me = useMeQuery();
  const [isExporting, setExporting] = useState(false);
  const notes = useApplicationCommentsQuery({ applicationId: props.applicationId }, { isEnabled: props.isOpen });
  return (
    <Drawer opened={props.isOpen} onClose={props.onClose} title={t('drawer.title')} position="right" size="lg">
      <Stack>
        <Group justify="flex-end">
          <Button
            variant="subtle"
            size="xs"
            loading={isExporting}
            onClick={() => {
              setExporting(true);
              downloadFromServer(`/api/exports/comments/${props.applicationId}.pdf`, `notes-${props.applicationId}.pdf`)
                .catch((error: unknown) => notifyError(errorMessage(error)))
                .finally(() => setExporting(false));
            }}
          >
            {t('drawer.downloadPdf')}
          </Button>
        </Group>
        {notes.isLoading && <Loader role="status" aria-label={t('drawer.loading')} />}
        {notes.error && <LoadError error={notes.error} onRetry={() => void notes.refetch()} />}
        {notes.data?.length === 0 && <Text size="sm">{domainMessage(NOTE_MESSAGES.noNotes, language)}</Text>}
        {notes.data?.map((note) => (
          <Card
            key={note.id}
            component="article"
            withBorder
            padding="sm"
            aria-label={t('drawer.noteBy', { name: `${note.officer.firstName} ${note.officer.lastName}` })}
          >
            <RichText html={note.comment} />
            {note.attachmentUrl && (
              <Anchor href={note.attachmentUrl} target="_blank" rel="noopener noreferrer" size="sm">
                {note.attachmentName ?? t('drawer.attachment')}
              </Anchor>
            )}
            <Group justify="space-between" mt="xs">
              <Text size="xs" c="gray.7">
                {note.officer.firstName} {note.officer.lastName} · {serverRoleLabel(note.officer.role.name, language)}
              </Text>
              <Text size="xs" c="gray.7">
                {dayjs(note.createdAt).format('DD-MM-YYYY')}
              </Text>
            </Group>
          </Card>
        ))}
        <Divider />
        {props.canAdd && me.data ? (
          <LazyNoteEditor applicationId={props.applicationId} />
        ) : (
          <Text size="sm" c="gray.7">
            {props.cannotAddReason ?? domainMessage(NOTE_MESSAGES.notYourTurn, language)}
          </Text>
        )}
      </Stack>
    </Drawer>
  );
}
