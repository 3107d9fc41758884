import '@mantine/tiptap/styles.css';
import { noteText, uploadProblem } from '@anumati/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { errorMessage } from '../../shared/errors/error-message';
import { notifyError } from '../../shared/notify';
import { uploadDocument } from '../../shared/uploads/upload-document';
import { useCreateCommentMutation } from './api/create-comment.mutation';
import { useNoteDraft } from './note-draft';
import { InlineError } from '../../shared/errors/inline-error';

/** Spec 2 §2.7: the Add Notes rich-text editor; Submit stays disabled while the note is empty. */
export function NoteEditor({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('notes');
  const { draft, isLoaded, save, clear } = useNoteDraft(applicationId);
  const createComment = useCreateCommentMutation();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-label': t('editor.addNotes'), role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => {
      setJustAdded(false);
      save(current.getHTML());
    },
  });
  // The editor is made once: its accessible name follows the language the officer switches to.
  const editorLabel = t('editor.addNotes');
  useEffect(() => {
    editor?.setOptions({
      editorProps: { attributes: { 'aria-label': editorLabel, role: 'textbox', 'aria-multiline': 'true' } },
    });
  }, [editor, editorLabel]);
  // The draft kept on the server fills the editor once it has arrived, unless the officer already typed.
  const isFilled = useRef(false);
  useEffect(() => {
    if (!editor || !isLoaded || isFilled.current) return;
    isFilled.current = true;
    if (draft && editor.isEmpty) editor.commands.setContent(draft, { emitUpdate: false });
  }, [editor, isLoaded, draft]);
  const [attachment, setAttachment] = useState<{ mediaId: string; name: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // "Note added" is said beside Submit, where the officer is looking, until they write again: a toast at the top
  // right covered the drawer's Download notes (PDF) button for five seconds (issue 55 §6).
  const [isJustAdded, setJustAdded] = useState(false);
  const isEmpty = noteText(draft).length === 0;
  // Spec 2 §5: the type and the size are checked before anything is sent, with the spec's alerts.
  const onFile = (file: File | null) => {
    if (!file) return;
    const problem = uploadProblem(file);
    if (problem) {
      window.alert(problem);
      return;
    }
    setAttachment(null);
    uploadDocument({ file, applicationId, category: 'note_attachment', onProgress: setProgress })
      .then((uploaded) => setAttachment({ mediaId: uploaded.mediaId, name: file.name }))
      .catch((error: unknown) => {
        setProgress(null);
        notifyError(errorMessage(error));
      });
  };
  const onSubmit = () =>
    createComment.mutate(
      { applicationId, comment: draft, ...(attachment ? { mediaId: attachment.mediaId } : {}) },
      {
        onSuccess: () => {
          clear();
          // Without an update: the emptied editor would otherwise save its empty paragraph as a new draft.
          editor?.commands.clearContent(false);
          setAttachment(null);
          setProgress(null);
          setJustAdded(true);
        },
      },
    );

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('editor.addNotes')}
      </Text>
      <RichTextEditor
        editor={editor}
        labels={{
          boldControlLabel: t('editor.controls.bold'),
          italicControlLabel: t('editor.controls.italic'),
          underlineControlLabel: t('editor.controls.underline'),
          bulletListControlLabel: t('editor.controls.bulletList'),
          orderedListControlLabel: t('editor.controls.orderedList'),
          linkControlLabel: t('editor.controls.link'),
          linkEditorInputLabel: t('editor.controls.linkAddress'),
          linkEditorExternalLink: t('editor.controls.linkInNewTab'),
          linkEditorInternalLink: t('editor.controls.linkInSameTab'),
          linkEditorSave: t('editor.controls.saveLink'),
        }}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Link />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={100} />
      </RichTextEditor>
      {progress !== null && <Progress value={progress} aria-label={t('editor.attachmentUpload')} />}
      <InlineError error={createComment.error} />
      <Group justify="space-between">
        <FileButton onChange={onFile} accept=".pdf,.png,.jpeg,.jpg">
          {(buttonProps) => (
            <Button {...buttonProps} variant="default" loading={progress !== null && progress < 100}>
              {t('editor.attachFile')}
            </Button>
          )}
        </FileButton>
        {attachment && (
          <Text size="sm" c="gray.8">
            {attachment.name}
          </Text>
        )}
        <Button
          onClick={onSubmit}
          disabled={isEmpty || (progress !== null && progress < 100)}
          loading={createComment.isPending}
        >
          {t('editor.submit')}
        </Button>
      </Group>
      {/* Always in the page, so a screen reader announces the words when they appear (a live region). */}
      <Text role="status" size="sm" c="green.9" fw={600} ta="right">
        {isJustAdded ? t('editor.noteAdded') : ''}
      </Text>
    </Stack>
  );
}
