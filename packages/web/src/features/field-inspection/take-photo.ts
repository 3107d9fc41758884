import dayjs from 'dayjs';
import i18next from 'i18next';
import { notifySuccess } from '../../shared/notify';
import { readSessionOfficerId } from '../../shared/session/session-storage';
import { currentPosition } from './device-position';
import type { TQueuedWrite, TWritePayload } from './offline-db';
import { keepWrite } from './outbox';
import { shrinkPhoto } from './shrink-photo';
import { sendWhenOnline } from './start-field-inspection';

/** A write made on site kept on the phone and sent at once if there is a network (else when it returns). */
export async function keepOnPhone(applicationId: string, payload: TWritePayload): Promise<TQueuedWrite | null> {
  const officerId = readSessionOfficerId();
  if (!officerId) return null;
  const write = await keepWrite({ officerId, applicationId, payload });
  if (!navigator.onLine) notifySuccess(i18next.t('field-inspection:panel.keptOffline'));
  void sendWhenOnline();
  return write;
}

/**
 * Issue 53 §4, the one "Take photo" of the console (the panel's, and a form's photo question): the camera's file
 * shrunk on the phone, the position asked for as the photo arrives — the moment it was taken, as near as the phone
 * can tell — and both kept on the phone until sent, with the question the photo answers (null when none).
 */
export async function takeSitePhoto(input: {
  applicationId: string;
  questionId: string | null;
  file: Blob;
}): Promise<TQueuedWrite | null> {
  const [position, image] = await Promise.all([currentPosition(), shrinkPhoto(input.file)]);
  return keepOnPhone(input.applicationId, {
    kind: 'PHOTO',
    fileName: `site-photo-${dayjs(position.capturedAt).format('YYYYMMDD-HHmmss')}.jpg`,
    questionId: input.questionId,
    bytes: image.bytes,
    contentType: image.contentType,
    position,
    storedKey: null,
  });
}
