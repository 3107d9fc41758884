import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../shared/errors/inline-error';

/**
 * A change to an officer, in a dialog. Its content (ActionSteps and the form's state) is mounted only while the
 * dialog is open (Mantine unmounts a closed modal's content), so each opening starts afresh.
 */
export function ActionModal(props: { isOpen: boolean; onClose: () => void; title: string; children: ReactNode }) {
  return (
    <Modal opened={props.isOpen} onClose={props.onClose} title={props.title} size="lg">
      {props.children}
    </Modal>
  );
}

type TActionStepsProps = {
  onClose: () => void;
  /** The form's fields (and whatever it shows before saving, such as the hand-over preview). */
  children: ReactNode;
  /** The first step's button ("Transfer"), which leads to the confirmation. */
  submitLabel: string;
  /** What the officer is asked at the confirmation, naming the change. */
  confirmQuestion: string;
  confirmLabel: string;
  /** False keeps the first step's button disabled (a preview with turns nobody can take, still loading…). */
  canSubmit?: boolean;
  /** Checks the fields (showing their errors); true goes on to the confirmation. */
  onValidate: () => boolean;
  onConfirm: () => void;
  isSaving: boolean;
  error: unknown;
};

/**
 * Issue 52: every change to an officer is asked for, then confirmed: the form, then a question naming the change,
 * with Back to correct it. The dialog closes when the server says yes (the mutation's own onSuccess closes it);
 * a refusal is shown under the question and nothing was changed.
 */
export function ActionSteps(props: TActionStepsProps) {
  const { t } = useTranslation(['administration', 'common']);
  const [isConfirming, setConfirming] = useState(false);
  if (isConfirming) {
    return (
      <Stack>
        <Text>{props.confirmQuestion}</Text>
        <InlineError error={props.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={props.isSaving}>
            {t('actions.back')}
          </Button>
          <Button onClick={props.onConfirm} loading={props.isSaving} data-autofocus>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (props.onValidate()) setConfirming(true);
      }}
    >
      <Stack>
        {props.children}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" disabled={props.canSubmit === false}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
