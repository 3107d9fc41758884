import { NOTE_MESSAGES } from '@anumati/domain';
import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../shared/notify';
import { useCreateShortfallMutation } from './api/create-shortfall.mutation';
import { InlineError } from '../../shared/errors/inline-error';

/**
 * Spec 1 §2.7 and §5: the dialog that raises a shortfall — a yes/no choice (required) and an optional remark,
 * empty by default. Yes raises it (createShortfall); the file goes to the applicant and the officer to the list.
 * Decision: a shortfall is a submission of the officer's turn, so it needs the officer's note like every other
 * (spec 3 §5); the optional remark stays a remark. Without a note the dialog says so at once and Yes cannot be
 * sent, rather than letting the officer find out from the server's refusal after confirming.
 */
export function ShortfallDialog({
  formInstanceId,
  hasActiveNote,
  isOpen,
  onClose,
}: {
  formInstanceId: string;
  hasActiveNote: boolean;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['verification', 'common']);
  const [choice, setChoice] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const navigate = useNavigate();
  const createShortfall = useCreateShortfallMutation(() => {
    notifySuccess(t('shortfall.raised'));
    void navigate('/post-verification');
  });
  // Each opening starts empty (spec 1 §2.7): a cancelled choice, remark or refusal is not carried into the next one.
  const close = () => {
    setChoice(null);
    setRemark('');
    createShortfall.reset();
    onClose();
  };
  const onSubmit = () => {
    if (choice !== 'Yes') {
      close();
      return;
    }
    createShortfall.mutate({ formInstanceId, ...(remark.trim() ? { remark: remark.trim() } : {}) });
  };
  return (
    <Modal opened={isOpen} onClose={close} title={t('shortfall.title')} centered>
      <Stack>
        <Radio.Group label={t('shortfall.question')} value={choice} onChange={setChoice} withAsterisk>
          <Group mt={4}>
            <Radio value="Yes" label={t('common:yes')} />
            <Radio value="No" label={t('common:no')} />
          </Group>
        </Radio.Group>
        <Textarea
          label={t('shortfall.remark')}
          value={remark}
          onChange={(event) => setRemark(event.currentTarget.value)}
        />
        <InlineError message={hasActiveNote ? null : NOTE_MESSAGES.required} />
        <InlineError error={createShortfall.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common:cancel')}
          </Button>
          <Button
            onClick={onSubmit}
            disabled={choice === null || (choice === 'Yes' && !hasActiveNote)}
            loading={createShortfall.isPending}
          >
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
