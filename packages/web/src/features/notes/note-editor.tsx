import '@mantine/tiptap/styles.css';
import { noteText } from '@anumati/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { notifySuccess } from '../../shared/notify';
import { useCreateCommentMutation } from './api/create-comment.mutation';
import { useNoteDraft } from './note-draft';
import { InlineError } from '../../shared/errors/inline-error';

/** Spec 2 §2.7: the Add Notes rich-text editor; Submit stays disabled while the note is empty. */
export function NoteEditor({ applicationId, officerId }: { applicationId: string; officerId: string }) {
  const { draft, save, clear } = useNoteDraft(`${officerId}:${applicationId}`);
  const createComment = useCreateCommentMutation();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: draft,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-label': 'Add Notes', role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => save(current.getHTML()),
  });
  const isEmpty = noteText(draft).length === 0;
  const onSubmit = () =>
    createComment.mutate(
      { applicationId, comment: draft },
      {
        onSuccess: () => {
          clear();
          editor?.commands.clearContent();
          notifySuccess('Note added');
        },
      },
    );

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Add Notes
      </Text>
      <RichTextEditor editor={editor}>
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
      <InlineError error={createComment.error} />
      <Group justify="flex-end">
        <Button onClick={onSubmit} disabled={isEmpty} loading={createComment.isPending}>
          Submit
        </Button>
      </Group>
    </Stack>
  );
}
