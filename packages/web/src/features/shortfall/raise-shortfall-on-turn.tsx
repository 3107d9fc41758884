import { isOwnOpenTurn, isShortfallOffered } from '@anumati/domain';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecommendationsQuery } from '../../shared/application/recommendations.query';
import { useVerificationFile } from '../../shared/verification-file/use-verification-file';
import { ShortfallDialog } from './shortfall-dialog';

function OpenTurnShortfall({ applicationId, formInstanceId }: { applicationId: string; formInstanceId: string }) {
  const { t } = useTranslation('verification');
  const { file } = useVerificationFile(applicationId);
  const [isOpen, setOpen] = useState(false);
  const form = file?.forms.find((candidate) => candidate.id === formInstanceId);
  // What the turn may send now is asked of the server for the viewer's own open turn only, as on the verification screen.
  const isOwnOpen = form !== undefined && isOwnOpenTurn(form, file?.me.id);
  const recommendations = useRecommendationsQuery(applicationId, isOwnOpen ? [formInstanceId] : []);
  const options = recommendations.data?.get(formInstanceId)?.options ?? [];
  if (!file || !form || !isShortfallOffered(form, file.me.id, options)) return null;
  return (
    <Group justify="flex-end" mt="xs">
      <Button variant="default" onClick={() => setOpen(true)}>
        {t('screen.raiseShortfall')}
      </Button>
      <ShortfallDialog
        formInstanceId={formInstanceId}
        hasActiveNote={file.hasActiveNote}
        isOpen={isOpen}
        onClose={() => setOpen(false)}
      />
    </Group>
  );
}

/**
 * Spec 2 §2.8 "an optional shortfall button": Raise Shortfall on a turn's card, where the verification screen would
 * offer it (isShortfallOffered: the viewer's own open turn, SHORTFALL among its recommendations), with the same
 * dialog. Decision (the spec does not say when it shows): the verification screen's rule, not a second one.
 */
export function RaiseShortfallOnTurn({
  applicationId,
  turn,
}: {
  applicationId: string;
  turn: { id: string; status: string | null };
}) {
  // Only a turn still open can be the viewer's open turn: the file and its recommendations are not asked for the others.
  return turn.status === 'IN_PROCESS' ? (
    <OpenTurnShortfall applicationId={applicationId} formInstanceId={turn.id} />
  ) : null;
}
