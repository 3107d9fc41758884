import 'fake-indexeddb/auto';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { FieldRecordsDocument } from '../../shared/graphql/generated/graphql';
import { storeSession } from '../../shared/session/session-storage';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { keptWrites } from './outbox';
import { PhotoAnswer } from './photo-answer';

const QUESTION = 'photo_of_the_front_of_the_plot_taken_on_site';

/** The server has one photo recorded for the question, 4.9 km from the plot (flagged), and one taken apart. */
setupMockServer(
  operation(FieldRecordsDocument).answer(() => ({
    fieldPhotos: [
      {
        id: '9',
        questionId: QUESTION,
        questionTitle: {
          title: 'Photo of the front of the plot, taken on site',
          titleTe: 'స్థలంలో తీసిన ప్లాట్ ముందు భాగం ఫోటో',
        },
        fileName: 'site-photo-20261102-104500.jpg',
        url: '/api/v1/media/files/uploads/5/a.jpg?expires=1&signature=x',
        latitude: 17.485,
        longitude: 78.3902,
        accuracyMetres: 25,
        capturedAt: '2026-11-02T05:15:00.000Z',
        receivedAt: '2026-11-02T05:22:00.000Z',
        distanceMetres: 4_960.4,
        flag: 'FAR_FROM_PLOT',
        takenByName: 'Ravi Kumar',
      },
      {
        id: '10',
        questionId: null,
        questionTitle: null,
        fileName: 'taken-apart.jpg',
        url: '/api/v1/media/files/uploads/5/b.jpg?expires=1&signature=y',
        latitude: null,
        longitude: null,
        accuracyMetres: null,
        capturedAt: '2026-11-02T05:16:00.000Z',
        receivedAt: '2026-11-02T05:23:00.000Z',
        distanceMetres: null,
        flag: 'NO_POSITION',
        takenByName: 'Ravi Kumar',
      },
    ],
    siteVisits: [],
    fieldPhotoMaxDistance: 200,
  })),
);

/** A phone without a network, whose camera, GPS and canvas answer as a real one would. */
function offlinePhoneWithCamera() {
  const getCurrentPosition = vi.fn((success: PositionCallback) =>
    success({
      coords: { latitude: 17.4402, longitude: 78.3902, accuracy: 6 },
      timestamp: Date.parse('2026-12-06T05:30:00.000Z'),
    } as GeolocationPosition),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(() => Promise.resolve({ width: 4000, height: 3000, close: () => undefined })),
  );
  const drawImage = vi.fn();
  const getContext = vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
  const toBlob = vi
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    // jsdom's Blob cannot read itself back (no arrayBuffer): the JPEG is one that can, as a browser's is.
    .mockImplementation((done) =>
      done({ arrayBuffer: () => Promise.resolve(new Uint8Array([0xff, 0xd8, 0xff]).buffer) } as unknown as Blob),
    );
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
    Reflect.deleteProperty(navigator, 'onLine');
    vi.unstubAllGlobals();
    getContext.mockRestore();
    toBlob.mockRestore();
  });
  return { drawImage };
}

/** The control as the form holds it: the answer is the photo's file name. */
function PhotoQuestion({ onAnswer }: { onAnswer: (fileName: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PhotoAnswer
      applicationId="77"
      questionId={QUESTION}
      label="Photo of the front of the plot, taken on site"
      value={value}
      onChange={(fileName) => {
        setValue(fileName);
        onAnswer(fileName);
      }}
      error={value ? undefined : '* required'}
    />
  );
}

describe('the "Take photo" answer (issue 53 §4)', () => {
  it('opens the camera, keeps the shrunk photo with its position and question offline, and answers the question', async () => {
    storeSession({ accessToken: 'token', firstName: 'Site', lastName: 'Officer', id: 'photo-answer-1' });
    const { drawImage } = offlinePhoneWithCamera();
    const onAnswer = vi.fn();
    renderWithProviders(<PhotoQuestion onAnswer={onAnswer} />);
    const group = await screen.findByRole('group', { name: /Photo of the front of the plot/ });
    const button = within(group).getByRole('button', { name: 'Take photo' });
    expect(within(group).getByText('* required')).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input?.getAttribute('capture')).toBe('environment');
    expect(button).toBeTruthy();
    const photo = new File([new Uint8Array(2_000)], 'IMG_2041.jpg', { type: 'image/jpeg' });
    fireEvent.change(input as HTMLInputElement, { target: { files: [photo] } });

    expect(await within(group).findByRole('button', { name: 'Take again' })).toBeTruthy();
    expect(within(group).queryByText('* required')).toBeNull();
    // Shrunk to 1,600 px on its longer side before it is kept.
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1600, 1200);
    expect(within(group).getByText(/^Taken 06-12-2026 \d\d:\d\d: Waiting to be sent$/)).toBeTruthy();
    expect(within(group).getByText(/^17\.44020, 78\.39020 \(± 6 m\) at 06-12-2026/)).toBeTruthy();
    expect(within(group).getByText('Its distance from the plot is measured when it reaches the server.')).toBeTruthy();

    const [kept] = await keptWrites('photo-answer-1');
    expect(kept).toMatchObject({
      applicationId: '77',
      state: 'WAITING',
      payload: {
        kind: 'PHOTO',
        questionId: QUESTION,
        contentType: 'image/jpeg',
        position: { latitude: 17.4402, longitude: 78.3902, accuracyMetres: 6, capturedAt: '2026-12-06T05:30:00.000Z' },
      },
    });
    expect(onAnswer).toHaveBeenCalledWith(kept?.payload.kind === 'PHOTO' ? kept.payload.fileName : '');
  });

  it('shows the photo the server recorded for the question with its distance, its flag and the device’s claim', async () => {
    storeSession({ accessToken: 'token', firstName: 'Site', lastName: 'Officer', id: 'photo-answer-2' });
    renderWithProviders(<PhotoQuestion onAnswer={() => undefined} />);
    const card = await screen.findByRole('listitem', { name: 'site-photo-20261102-104500.jpg' });
    expect(within(card).getByText('5.0 km')).toBeTruthy();
    expect(within(card).getByText('Far from the plot')).toBeTruthy();
    expect(screen.getByText(/the device’s claim, not verified by the server/)).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'taken-apart.jpg' })).toBeNull();
  });
});
