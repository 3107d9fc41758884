import type { TFormAnswers } from '@anumati/domain';
import { readSessionOfficerId } from '../../shared/session/session-storage';
import { keepWrite, keptAnswersIn } from './outbox';
import { sendWhenOnline } from './start-field-inspection';
import { useOfficersKeptWrites } from './use-field-state';

/**
 * The answers typed on this phone and not yet taken by the server (kept offline, or refused), by form: the
 * questions start from them, so a reload or a closed tab loses nothing. Null until the device has answered: the
 * screen waits for it with its spinner, read beside the file's own queries, so the questions do not appear a
 * moment after the screen and push what is below them down (issue 53 §7: a layout shift of 0.32 on a phone).
 */
export function useKeptAnswers(): ((formInstanceId: string) => TFormAnswers | null) | null {
  const writes = useOfficersKeptWrites();
  if (!writes) return null;
  return (formInstanceId) => {
    const data = keptAnswersIn(writes, formInstanceId);
    return data ? (JSON.parse(data) as TFormAnswers) : null;
  };
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
