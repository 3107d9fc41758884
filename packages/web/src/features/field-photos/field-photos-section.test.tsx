import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FieldRecordsDocument } from '../../shared/graphql/generated/graphql';
import { changeLanguage } from '../../shared/i18n/i18n';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderAsOfficer } from '../../testing/render-as-officer';
import type { TFieldRecords } from './api/field-records.query';
import { FieldPhotoFlagNotice } from './field-photo-flag-notice';
import { FieldPhotosSection } from './field-photos-section';
import { useFieldRecordMarkers } from './use-field-record-markers';

/** What the plot map is given: each pin's tooltip and whether it is drawn as flagged. */
function MarkerList() {
  const markers = useFieldRecordMarkers('41');
  return (
    <ul aria-label="Pins">
      {markers.map((marker) => (
        <li
          key={marker.id}
        >{`${marker.label} (${marker.isFlagged ? 'flagged' : 'on site'}) ${marker.position.join(',')}`}</li>
      ))}
    </ul>
  );
}

const fieldRecords = operation(FieldRecordsDocument);

/** The site form's photo question as the server titles it from the file's form (issue 53, issue 55). */
const FRONT_PHOTO_QUESTION = 'Photo of the front of the plot, taken on site';
const FRONT_PHOTO_QUESTION_TE = 'స్థలంలో తీసిన ప్లాట్ ముందు భాగం ఫోటో';

const PHOTO = {
  questionId: null,
  questionTitle: null,
  url: '/api/v1/media/files/uploads/5/2026-11/a.jpg?expires=1&signature=x',
  accuracyMetres: 8,
  // 10:45 and 10:52 in India.
  capturedAt: '2026-11-02T05:15:00.000Z',
  receivedAt: '2026-11-02T05:22:00.000Z',
  takenByName: 'Ravi Kumar',
};

const RECORDS: TFieldRecords = {
  fieldPhotos: [
    {
      ...PHOTO,
      id: '1',
      fileName: 'front-setback.jpg',
      questionId: 'photo_of_the_front_of_the_plot_taken_on_site',
      questionTitle: { title: FRONT_PHOTO_QUESTION, titleTe: FRONT_PHOTO_QUESTION_TE },
      latitude: 17.4402,
      longitude: 78.3902,
      distanceMetres: 0,
      flag: null,
    },
    {
      ...PHOTO,
      id: '2',
      fileName: 'elsewhere.jpg',
      latitude: 17.485,
      longitude: 78.3902,
      accuracyMetres: 25,
      distanceMetres: 4_960.4,
      flag: 'FAR_FROM_PLOT',
    },
    {
      ...PHOTO,
      id: '3',
      fileName: 'indoors.jpg',
      latitude: null,
      longitude: null,
      accuracyMetres: null,
      distanceMetres: null,
      flag: 'NO_POSITION',
    },
  ],
  siteVisits: [
    {
      id: '7',
      latitude: 17.4401,
      longitude: 78.3901,
      accuracyMetres: 12,
      capturedAt: '2026-11-02T05:10:00.000Z',
      receivedAt: '2026-11-02T05:10:03.000Z',
      distanceMetres: 140.6,
      flag: null,
      officerName: 'Ravi Kumar',
    },
  ],
  fieldPhotoMaxDistance: 200,
};

const server = setupMockServer();

const renderSection = (officer?: { preferredLanguage: 'te' }) =>
  renderAsOfficer(server, <FieldPhotosSection applicationId="41" />, {
    route: '/application-details/:id',
    path: '/application-details/41',
    officer: { permissionLevel: 'COMMISSIONER', ...officer },
  });

const card = async (name: string) => screen.findByRole('listitem', { name });

describe('Site photos on the detail screen (issue 53)', () => {
  it('shows each photo with its times, accuracy, distance and a visible flag, and says the position is the device’s claim', async () => {
    server.use(fieldRecords.answer(() => RECORDS));
    renderSection();

    const onSite = await card('front-setback.jpg');
    expect(within(onSite).getByText('On site')).toBeTruthy();
    expect(within(onSite).getByText('Inside the plot')).toBeTruthy();
    expect(within(onSite).getByText('02-11-2026 10:45')).toBeTruthy();
    expect(within(onSite).getByText('02-11-2026 10:52')).toBeTruthy();
    expect(within(onSite).getByText('± 8 m')).toBeTruthy();
    expect(within(onSite).getByText(FRONT_PHOTO_QUESTION)).toBeTruthy();
    expect(within(onSite).queryByText(/photo_of_the_front/)).toBeNull();
    const image = within(onSite).getByRole('img', { name: 'Site photo front-setback.jpg, captured 02-11-2026 10:45' });
    expect(image.getAttribute('src')).toBe(PHOTO.url);

    const far = await card('elsewhere.jpg');
    expect(within(far).getByText('Far from the plot')).toBeTruthy();
    expect(within(far).getByText('5.0 km')).toBeTruthy();
    expect(within(far).getByText('± 25 m')).toBeTruthy();

    const noPosition = await card('indoors.jpg');
    expect(within(noPosition).getByText('No position')).toBeTruthy();
    expect(within(noPosition).getAllByText('Not known')).toHaveLength(3);

    expect(screen.getByText(/the device’s claim, not verified by the server/)).toBeTruthy();
    expect(screen.getByText(/more than 200 m from the plot, or without a position, is flagged/)).toBeTruthy();
    expect(fieldRecords.sentVariables()).toEqual([{ applicationId: '41' }]);
  });

  it('shows the site visits likewise', async () => {
    server.use(fieldRecords.answer(() => RECORDS));
    renderSection();
    const visit = await card('Site visits: Ravi Kumar');
    expect(within(visit).getByText('141 m')).toBeTruthy();
    expect(within(visit).getByText('On site')).toBeTruthy();
    expect(within(visit).getByText('17.440100, 78.390100')).toBeTruthy();
  });

  it('says when the inspector recorded nothing on site', async () => {
    server.use(fieldRecords.answer(() => ({ fieldPhotos: [], siteVisits: [], fieldPhotoMaxDistance: 200 })));
    renderSection();
    expect(await screen.findByText('No site photos were recorded for this application.')).toBeTruthy();
    expect(screen.getByText('No site visit was recorded for this application.')).toBeTruthy();
  });

  it('reads in Telugu, the flags too', async () => {
    server.use(fieldRecords.answer(() => RECORDS));
    await changeLanguage('te');
    renderSection({ preferredLanguage: 'te' });
    const far = await card('elsewhere.jpg');
    expect(within(far).getByText('ప్లాట్‌కు దూరంగా')).toBeTruthy();
    // The question in Telugu, its English original under it, as the verification form shows it; never its key.
    const onSite = await card('front-setback.jpg');
    expect(within(onSite).getByText(FRONT_PHOTO_QUESTION_TE)).toBeTruthy();
    expect(within(onSite).getByText(FRONT_PHOTO_QUESTION)).toBeTruthy();
    expect(within(onSite).queryByText(/photo_of_the_front/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'స్థల ఫోటోలు' })).toBeTruthy();
    expect(screen.getByText(/పరికరం చెప్పినది మాత్రమే/)).toBeTruthy();
  });

  it('offers to try again when the photos cannot be read', async () => {
    server.use(fieldRecords.fail({ message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' }));
    renderSection();
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });

  it('says nothing of a file the officer may not see: the details above it say so once', async () => {
    server.use(fieldRecords.fail({ message: 'Application not found', code: 'NOT_FOUND' }));
    renderSection();
    expect(await screen.findByLabelText('Loading the site photos')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Loading the site photos')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Site photos' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives the plot map a pin per photo with a position and per visit, the flagged ones marked', async () => {
    server.use(fieldRecords.answer(() => RECORDS));
    renderAsOfficer(server, <MarkerList />, { route: '/application-details/:id', path: '/application-details/41' });
    const pins = screen.getByRole('list', { name: 'Pins' });
    await within(pins).findByText(
      `Site photo front-setback.jpg (${FRONT_PHOTO_QUESTION}): Inside the plot (on site) 17.4402,78.3902`,
    );
    expect(
      within(pins)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Site photo front-setback.jpg (${FRONT_PHOTO_QUESTION}): Inside the plot (on site) 17.4402,78.3902`,
      'Site photo elsewhere.jpg: 5.0 km (flagged) 17.485,78.3902',
      'Site visit by Ravi Kumar: 141 m (on site) 17.4401,78.3901',
    ]);
  });
});

describe('the notice on the verification and decision screens (issue 53)', () => {
  const renderNotice = () => {
    const opened: string[] = [];
    renderAsOfficer(server, <FieldPhotoFlagNotice applicationId="41" onOpenDetails={() => opened.push('details')} />, {
      route: '/commissioner-verification/:id',
      path: '/commissioner-verification/41',
    });
    return opened;
  };

  it('names how many records are flagged and why, and leads to the site photos', async () => {
    server.use(fieldRecords.answer(() => RECORDS));
    const opened = renderNotice();
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Site photos flagged')).toBeTruthy();
    expect(
      within(notice).getByText(
        '2 records from the site are flagged: No position, Far from the plot. The position is the device’s claim.',
      ),
    ).toBeTruthy();
    await userEvent
      .setup()
      .click(within(notice).getByRole('button', { name: 'See the site photos in Application Details' }));
    expect(opened).toEqual(['details']);
  });

  it('shows nothing while every record is on site', async () => {
    server.use(
      fieldRecords.answer(() => ({
        ...RECORDS,
        fieldPhotos: RECORDS.fieldPhotos.filter((photo) => photo.flag === null),
      })),
    );
    renderNotice();
    await waitFor(() => expect(fieldRecords.sentVariables()).toEqual([{ applicationId: '41' }]));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
