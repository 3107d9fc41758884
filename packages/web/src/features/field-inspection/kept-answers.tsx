import type { TFormAnswers } from '@anumati/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { readSessionOfficerId } from '../../shared/session/session-storage';
import { keepWrite, keptAnswers } from './outbox';
import { sendWhenOnline } from './start-field-inspection';

/**
 * A form's answers typed on this phone and not yet taken by the server (kept offline, or refused): the questions
 * start from them, so a reload or a closed tab loses nothing. Draws nothing until the device has answered.
 */
export function KeptAnswers(props: { formInstanceId: string; children: (kept: TFormAnswers | null) => ReactNode }) {
  const [kept, setKept] = useState<{ answers: TFormAnswers | null } | null>(null);
  useEffect(() => {
    const officerId = readSessionOfficerId();
    let isCurrent = true;
    (officerId ? keptAnswers(officerId, props.formInstanceId) : Promise.resolve(null))
      .then((data) => isCurrent && setKept({ answers: data ? (JSON.parse(data) as TFormAnswers) : null }))
      .catch(() => isCurrent && setKept({ answers: null }));
    return () => {
      isCurrent = false;
    };
  }, [props.formInstanceId]);
  if (!kept) return null;
  return props.children(kept.answers);
}

/** Save without a network: the answers are kept on the phone and sent, with their own key, when it returns. */
export async function saveAnswersOnPhone(input: {
  applicationId: string;
  formInstanceId: string;
  data: string;
}): Promise<void> {
  const officerId = readSessionOfficerId();
  if (!officerId) throw new Error('signed out');
  await keepWrite({
    officerId,
    applicationId: input.applicationId,
    payload: { kind: 'ANSWERS', formInstanceId: input.formInstanceId, data: input.data },
  });
  void sendWhenOnline();
}
