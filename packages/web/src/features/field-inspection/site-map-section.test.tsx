import 'fake-indexeddb/auto';
import type { TApplicationView } from '@anumati/domain';
import { onlineManager } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createQueryClient } from '../../app/app-providers';
import { FieldRecordsDocument } from '../../shared/graphql/generated/graphql';
import { storeSession } from '../../shared/session/session-storage';
import { answerRestGet, operation, setupMockServer } from '../../testing/mock-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import type { TDeviceFix, TMapMarker } from '../map';
import type { TQueuedWrite } from './offline-db';
import { SiteMapSection } from './site-map-section';

/** Leaflet draws nothing in jsdom: the map's face is replaced by what it was given, in words. */
vi.mock('../map', () => ({
  SitePlotMap: (props: {
    plot: { geo_coordinates: [number, number][] };
    markers: readonly TMapMarker[];
    device: TDeviceFix | null;
    hasBackground: boolean;
  }) => (
    <ul aria-label="Map drawn">
      <li>{`plot corners ${props.plot.geo_coordinates.length}`}</li>
      <li>{props.hasBackground ? 'background tiles' : 'blank background'}</li>
      {props.device && (
        <li>{`device ${props.device.position.join(',')} ± ${props.device.accuracyMetres} m: ${props.device.label}`}</li>
      )}
      {props.markers.map((marker) => (
        <li key={marker.id}>{`pin ${marker.position.join(',')} ${marker.label}`}</li>
      ))}
    </ul>
  ),
}));

const PLOT: [number, number][] = [
  [17.44, 78.39],
  [17.44, 78.391],
  [17.441, 78.391],
  [17.441, 78.39],
  [17.44, 78.39],
];
const VIEW = {
  plot: { geo_coordinates: PLOT, latest_geo_coordinates: { officer_geo_coordinates: null } },
} as unknown as TApplicationView;
const RECORDS = {
  fieldPhotos: [
    {
      id: '1',
      fileName: 'front.jpg',
      questionId: null,
      questionTitle: null,
      url: '/api/v1/media/files/a.jpg',
      latitude: 17.4402,
      longitude: 78.3902,
      accuracyMetres: 8,
      capturedAt: '2026-11-02T05:15:00.000Z',
      receivedAt: '2026-11-02T05:22:00.000Z',
      takenByName: 'Ravi Kumar',
      distanceMetres: 0,
      flag: null,
    },
  ],
  siteVisits: [],
  fieldPhotoMaxDistance: 200,
};
const WAITING_PHOTO: TQueuedWrite = {
  seq: 3,
  officerId: 'map-officer',
  applicationId: '41',
  idempotencyKey: 'key-3',
  createdAt: Date.parse('2026-11-02T06:00:00.000Z'),
  state: 'WAITING',
  reason: null,
  payload: {
    kind: 'PHOTO',
    fileName: 'site-photo.jpg',
    questionId: null,
    bytes: new ArrayBuffer(0),
    contentType: 'image/jpeg',
    position: { latitude: 17.4405, longitude: 78.3905, accuracyMetres: 9, capturedAt: '2026-11-02T06:00:00.000Z' },
    storedKey: null,
  },
};
const SENT_VISIT: TQueuedWrite = {
  ...WAITING_PHOTO,
  seq: 2,
  idempotencyKey: 'key-2',
  state: 'SENT',
  payload: {
    kind: 'SITE_VISIT',
    position: { latitude: 17.4401, longitude: 78.3901, accuracyMetres: 12, capturedAt: '2026-11-02T05:50:00.000Z' },
  },
};

setupMockServer(
  answerRestGet('/api/v1/applications/:id/view', () => VIEW),
  operation(FieldRecordsDocument).answer(() => RECORDS),
);

/** A phone's Geolocation that reports what the test says, and notes when the watch is stopped. */
function fakeGeolocation() {
  let report: PositionCallback | null = null;
  const clearWatch = vi.fn();
  const watchPosition = vi.fn((success: PositionCallback) => {
    report = success;
    return 7;
  });
  Object.defineProperty(navigator, 'geolocation', {
    value: { watchPosition, clearWatch, getCurrentPosition: vi.fn() },
    configurable: true,
  });
  onTestFinished(() => void Reflect.deleteProperty(navigator, 'geolocation'));
  const move = (latitude: number, longitude: number, accuracy: number) =>
    report?.({
      coords: { latitude, longitude, accuracy },
      timestamp: Date.parse('2026-11-02T06:05:00.000Z'),
    } as GeolocationPosition);
  return { watchPosition, clearWatch, move };
}

describe('the plot map on the inspector’s phone (issue 53 §5)', () => {
  it('shows the plot, the phone’s watched position as its claim, and the photos sent and not yet sent', async () => {
    storeSession({ accessToken: 'token', firstName: 'Site', lastName: 'Officer', id: 'map-officer' });
    const geolocation = fakeGeolocation();
    const user = userEvent.setup();
    renderWithProviders(<SiteMapSection applicationId="41" writes={[SENT_VISIT, WAITING_PHOTO]} />);
    expect(geolocation.watchPosition).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Show the plot map' }));
    const map = await screen.findByRole('list', { name: 'Map drawn' });
    expect(await within(map).findByText('plot corners 5')).toBeTruthy();
    expect(within(map).getByText('background tiles')).toBeTruthy();
    expect(screen.getByText('Looking for this phone’s position…')).toBeTruthy();
    expect(geolocation.watchPosition).toHaveBeenCalledTimes(1);

    geolocation.move(17.4403, 78.3904, 15);
    expect(
      await within(map).findByText('device 17.4403,78.3904 ± 15 m: This phone (± 15 m, its own claim)'),
    ).toBeTruthy();
    expect(screen.getByText(/^This phone says it is at 17\.44030, 78\.39040 \(± 15 m\)/)).toBeTruthy();
    expect(
      screen.getByText(/where this phone says it is and how sure it is; the server does not check them/),
    ).toBeTruthy();
    // The server's photo, and the photo still on the phone; the visit already sent is the server's to show.
    expect(await within(map).findByText(/^pin 17\.4402,78\.3902 .*front\.jpg/)).toBeTruthy();
    expect(within(map).getByText(/^pin 17\.4405,78\.3905 Photo taken .*, on this phone, not yet sent$/)).toBeTruthy();
    expect(within(map).getAllByText(/^pin /)).toHaveLength(2);
    expect(screen.getByText('Pins: 1 recorded on the server, 1 on this phone not yet sent.')).toBeTruthy();

    // The watch ends with the map: the GPS is not kept on.
    await user.click(screen.getByRole('button', { name: 'Hide the plot map' }));
    expect(geolocation.clearWatch).toHaveBeenCalledWith(7);
    expect(screen.queryByRole('list', { name: 'Map drawn' })).toBeNull();
  });

  it('offline, draws the plot kept on the phone on a blank background and says the background needs a network', async () => {
    storeSession({ accessToken: 'token', firstName: 'Site', lastName: 'Officer', id: 'map-officer' });
    fakeGeolocation();
    // What the phone kept when the file was taken offline, put back in the cache as start-up does offline.
    const queryClient = createQueryClient();
    queryClient.setQueryData(['applicationView', '41'], VIEW);
    queryClient.setQueryData(['fieldRecords', '41'], RECORDS);
    onlineManager.setOnline(false);
    onTestFinished(() => onlineManager.setOnline(true));
    const user = userEvent.setup();
    renderWithProviders(<SiteMapSection applicationId="41" writes={[WAITING_PHOTO]} />, { queryClient });

    await user.click(screen.getByRole('button', { name: 'Show the plot map' }));
    const map = await screen.findByRole('list', { name: 'Map drawn' });
    expect(within(map).getByText('plot corners 5')).toBeTruthy();
    expect(within(map).getByText('blank background')).toBeTruthy();
    expect(
      screen.getByText('No network: the plot is drawn on a blank background. The map background needs a network.'),
    ).toBeTruthy();
    expect(within(map).getAllByText(/^pin /)).toHaveLength(2);
  });
});
