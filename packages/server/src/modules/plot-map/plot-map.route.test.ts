import { PLOT_MAP_MESSAGES, type TApplicationView, type TMapSettings } from '@anumati/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInHereAndElsewhere } from '../../testing/signed-in-team';
import { createTestApp, type TTestApp } from '../../testing/test-app';
import { loadConfig } from '../../platform/config';
import { properties } from '../application/application.table';
import { auditEvents } from '../audit/audit.table';
import { createPlotMapService } from './plot-map.service';

const KEY = 'test-platform-key-0123456789';
const side = { plotWidth: 12, roadWidth: 9 };

/** The citizen's square plot near Madhapur, and the officer's closed ring a little to its north-east. */
const CITIZEN_PLOT = [
  [17.44, 78.39],
  [17.44, 78.3902],
  [17.4402, 78.3902],
  [17.4402, 78.39],
];
const OFFICER_RING = [
  [17.44001, 78.39001],
  [17.44001, 78.39021],
  [17.44021, 78.39021],
  [17.44021, 78.39001],
  [17.44001, 78.39001],
];

type TAnswer = {
  success: boolean;
  message: string;
  data: { property_id: number; latest_geo_coordinates: { officer_geo_coordinates: number[][] | null } };
};

let t: TTestApp;
const tokens: Record<'site' | 'tech' | 'title' | 'commissioner' | 'outsider', string> = {
  site: '',
  tech: '',
  title: '',
  commissioner: '',
  outsider: '',
};
const officerIds = { site: 0, tech: 0, title: 0, commissioner: 0, outsider: 0 };
let submitted = 0;

/** A fresh application from the citizen platform: each test edits a plot of its own. */
async function newPlot() {
  submitted += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/platform/v1/applications',
    headers: { authorization: `Bearer ${KEY}`, 'idempotency-key': `plot-map-${submitted}` },
    payload: {
      applicationType: 'SELF CERTIFICATION',
      approvalFor: 'BUILDING',
      ulbName: 'GHMC ULB',
      applicant: {
        applicantType: 'INDIVIDUAL',
        applicantName: `Plot ${submitted}`,
        mobile: '9848012345',
        contactAddress: 'H.No 4-12, Madhapur',
      },
      plot: {
        plotAddress: `Plot ${submitted}, Madhapur`,
        geoCoordinates: CITIZEN_PLOT,
        actualPlotArea: 200,
        plotAreaAsPerDocument: 200,
        netPlotArea: 180,
        front: side,
        rear: side,
        side1: side,
        side2: side,
      },
      building: { purposeOfBuilding: 'Residential', noOfFloors: 2, heightInMetres: 9, totalBuiltUpArea: 300 },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const applicationId = (response.json().data as { id: number }).id;
  const view = await readView(applicationId);
  return { applicationId, propertyId: view.plot?.id ?? 0 };
}

async function readView(applicationId: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/applications/${applicationId}/view`,
    headers: { authorization: `Bearer ${tokens.site}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TApplicationView;
}

async function save(token: string, payload: unknown) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/properties/update_geo_coordinates',
    headers: { authorization: `Bearer ${token}` },
    payload: payload as Record<string, unknown>,
  });
  return { status: response.statusCode, body: response.json() as TAnswer };
}

async function remove(token: string, propertyId: number, how: 'body' | 'query' = 'body') {
  const response = await t.app.inject({
    method: 'DELETE',
    url:
      how === 'query'
        ? `/api/v1/properties/delete_officer_coordinates?property_id=${propertyId}`
        : '/api/v1/properties/delete_officer_coordinates',
    headers: { authorization: `Bearer ${token}` },
    ...(how === 'body' ? { payload: { property_id: propertyId } } : {}),
  });
  return { status: response.statusCode, body: response.json() as TAnswer };
}

const officerCoordinatesOf = async (propertyId: number) =>
  (
    await t.database.db
      .select({ coordinates: properties.officerGeoCoordinates })
      .from(properties)
      .where(eq(properties.id, propertyId))
  )[0]?.coordinates;

const auditOf = async (applicationId: number) =>
  (await t.database.db.select().from(auditEvents).where(eq(auditEvents.applicationId, applicationId))).filter((event) =>
    event.action.startsWith('OFFICER_GEO_COORDINATES'),
  );

beforeAll(async () => {
  t = await createTestApp({ env: { PLATFORM_API_KEY: KEY } });
  const { team } = await signInHereAndElsewhere(t, ({ here, elsewhere }) => ({
    site: { role: 'Site Inspector', jurisdiction: here },
    title: { role: 'Title Inspector', jurisdiction: here },
    tech: { role: 'Technical Scrutiny Officer', jurisdiction: here },
    tpso: { role: 'TPSO OFFICER', jurisdiction: here },
    commissioner: { role: 'Municipal Commissioner', jurisdiction: here },
    outsider: { role: 'Site Inspector', jurisdiction: elsewhere },
  }));
  for (const who of ['site', 'title', 'tech', 'commissioner', 'outsider'] as const) {
    officerIds[who] = team[who].id;
    tokens[who] = team[who].token;
  }
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/v1/properties/update_geo_coordinates (Edit Area)', () => {
  it('saves a site inspector’s area, shows it in the detail read and records who did it', async () => {
    const { applicationId, propertyId } = await newPlot();
    expect(propertyId).toBeGreaterThan(0);
    expect((await readView(applicationId)).plot?.latest_geo_coordinates.officer_geo_coordinates).toBeNull();

    const saved = await save(tokens.site, {
      officer_geo_coordinates: OFFICER_RING,
      property_id: propertyId,
      officer_id: officerIds.site,
    });
    expect(saved).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Officer coordinates saved',
        data: { property_id: propertyId, latest_geo_coordinates: { officer_geo_coordinates: OFFICER_RING } },
      },
    });
    const plot = (await readView(applicationId)).plot;
    expect(plot?.latest_geo_coordinates.officer_geo_coordinates).toEqual(OFFICER_RING);
    expect(plot?.geo_coordinates).toEqual(CITIZEN_PLOT);
    expect(await auditOf(applicationId)).toEqual([
      expect.objectContaining({
        action: 'OFFICER_GEO_COORDINATES_SAVED',
        actorOfficerId: officerIds.site,
        actorRole: 'Site Inspector',
        details: { propertyId, officerGeoCoordinates: OFFICER_RING },
      }),
    ]);
  });

  it('takes ids sent as text, as the console keeps the officer’s id', async () => {
    const { propertyId } = await newPlot();
    const saved = await save(tokens.tech, {
      officer_geo_coordinates: OFFICER_RING,
      property_id: String(propertyId),
      officer_id: String(officerIds.tech),
    });
    expect(saved.status).toBe(200);
    expect(await officerCoordinatesOf(propertyId)).toEqual(OFFICER_RING);
  });

  it('refuses a second save while the officer coordinates exist, keeping the first', async () => {
    const { applicationId, propertyId } = await newPlot();
    const payload = { officer_geo_coordinates: OFFICER_RING, property_id: propertyId, officer_id: officerIds.site };
    expect((await save(tokens.site, payload)).status).toBe(200);
    const moved = OFFICER_RING.map(([latitude, longitude]) => [(latitude ?? 0) + 0.0001, longitude]);
    const again = await save(tokens.tech, { ...payload, officer_geo_coordinates: moved, officer_id: officerIds.tech });
    expect(again).toEqual({ status: 409, body: { success: false, message: PLOT_MAP_MESSAGES.coordinatesExist } });
    expect(await officerCoordinatesOf(propertyId)).toEqual(OFFICER_RING);
    expect(await auditOf(applicationId)).toHaveLength(1);
  });

  it.each([
    ['a title inspector', 'title', PLOT_MAP_MESSAGES.notAllowed, 403],
    ['a commissioner', 'commissioner', PLOT_MAP_MESSAGES.notAllowed, 403],
    ['an inspector of another ULB', 'outsider', PLOT_MAP_MESSAGES.propertyNotFound, 404],
  ] as const)('refuses %s and changes nothing', async (_, who, message, status) => {
    const { applicationId, propertyId } = await newPlot();
    const refused = await save(tokens[who], {
      officer_geo_coordinates: OFFICER_RING,
      property_id: propertyId,
      officer_id: officerIds[who],
    });
    expect(refused).toEqual({ status, body: { success: false, message } });
    expect(await officerCoordinatesOf(propertyId)).toBeNull();
    expect(await auditOf(applicationId)).toEqual([]);
  });

  it('refuses a save in another officer’s name', async () => {
    const { propertyId } = await newPlot();
    const refused = await save(tokens.site, {
      officer_geo_coordinates: OFFICER_RING,
      property_id: propertyId,
      officer_id: officerIds.tech,
    });
    expect(refused).toEqual({ status: 403, body: { success: false, message: PLOT_MAP_MESSAGES.notYourself } });
    expect(await officerCoordinatesOf(propertyId)).toBeNull();
  });

  it('refuses a plot that does not exist', async () => {
    const refused = await save(tokens.site, {
      officer_geo_coordinates: OFFICER_RING,
      property_id: 999_999,
      officer_id: officerIds.site,
    });
    expect(refused).toEqual({ status: 404, body: { success: false, message: PLOT_MAP_MESSAGES.propertyNotFound } });
  });

  it.each([
    ['an open ring', OFFICER_RING.slice(0, 4), PLOT_MAP_MESSAGES.notClosed],
    [
      'a closed line of three points',
      [OFFICER_RING[0], OFFICER_RING[1], OFFICER_RING[0]],
      PLOT_MAP_MESSAGES.tooFewPoints,
    ],
    [
      'a bow tie',
      [OFFICER_RING[0], OFFICER_RING[2], OFFICER_RING[1], OFFICER_RING[3], OFFICER_RING[0]],
      PLOT_MAP_MESSAGES.selfIntersecting,
    ],
    [
      'a latitude out of range',
      [[95, 78.39], ...OFFICER_RING.slice(1, 4), [95, 78.39]],
      PLOT_MAP_MESSAGES.latitudeRange,
    ],
    [
      'a longitude out of range',
      [[17.44, -190], ...OFFICER_RING.slice(1, 4), [17.44, -190]],
      PLOT_MAP_MESSAGES.longitudeRange,
    ],
    ['coordinates as text', OFFICER_RING.map(([a, b]) => [String(a), String(b)]), PLOT_MAP_MESSAGES.notANumber],
    ['no coordinates', undefined, PLOT_MAP_MESSAGES.notAList],
  ])('refuses %s with a clear message and changes nothing', async (_, coordinates, message) => {
    const { applicationId, propertyId } = await newPlot();
    const refused = await save(tokens.site, {
      officer_geo_coordinates: coordinates,
      property_id: propertyId,
      officer_id: officerIds.site,
    });
    expect(refused).toEqual({ status: 400, body: { success: false, message } });
    expect(await officerCoordinatesOf(propertyId)).toBeNull();
    expect(await auditOf(applicationId)).toEqual([]);
  });

  it('refuses a call without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/properties/update_geo_coordinates',
      payload: { officer_geo_coordinates: OFFICER_RING, property_id: 1, officer_id: 1 },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/v1/properties/delete_officer_coordinates (Delete Edited Area)', () => {
  it('removes the officer coordinates, after which the plot takes a new area', async () => {
    const { applicationId, propertyId } = await newPlot();
    const payload = { officer_geo_coordinates: OFFICER_RING, property_id: propertyId, officer_id: officerIds.site };
    expect((await save(tokens.site, payload)).status).toBe(200);

    expect(await remove(tokens.tech, propertyId)).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Officer coordinates deleted',
        data: { property_id: propertyId, latest_geo_coordinates: { officer_geo_coordinates: null } },
      },
    });
    expect((await readView(applicationId)).plot?.latest_geo_coordinates.officer_geo_coordinates).toBeNull();
    expect((await auditOf(applicationId)).map((event) => [event.action, event.actorOfficerId, event.details])).toEqual([
      ['OFFICER_GEO_COORDINATES_SAVED', officerIds.site, { propertyId, officerGeoCoordinates: OFFICER_RING }],
      ['OFFICER_GEO_COORDINATES_DELETED', officerIds.tech, { propertyId, removedOfficerGeoCoordinates: OFFICER_RING }],
    ]);
    // Spec 2 §4: after removal the table is editable again, and Edit Area saves.
    expect((await save(tokens.site, payload)).status).toBe(200);
  });

  it('takes property_id in the query as well', async () => {
    const { propertyId } = await newPlot();
    await save(tokens.site, {
      officer_geo_coordinates: OFFICER_RING,
      property_id: propertyId,
      officer_id: officerIds.site,
    });
    expect((await remove(tokens.site, propertyId, 'query')).status).toBe(200);
    expect(await officerCoordinatesOf(propertyId)).toBeNull();
  });

  it('refuses to delete what is not there', async () => {
    const { applicationId, propertyId } = await newPlot();
    expect(await remove(tokens.site, propertyId)).toEqual({
      status: 409,
      body: { success: false, message: PLOT_MAP_MESSAGES.noCoordinates },
    });
    expect(await auditOf(applicationId)).toEqual([]);
  });

  it.each([
    ['a title inspector', 'title', PLOT_MAP_MESSAGES.notAllowed, 403],
    ['an inspector of another ULB', 'outsider', PLOT_MAP_MESSAGES.propertyNotFound, 404],
  ] as const)('refuses %s and keeps the coordinates', async (_, who, message, status) => {
    const { applicationId, propertyId } = await newPlot();
    await save(tokens.site, {
      officer_geo_coordinates: OFFICER_RING,
      property_id: propertyId,
      officer_id: officerIds.site,
    });
    expect(await remove(tokens[who], propertyId)).toEqual({ status, body: { success: false, message } });
    expect(await officerCoordinatesOf(propertyId)).toEqual(OFFICER_RING);
    expect(await auditOf(applicationId)).toHaveLength(1);
  });

  it('refuses a call without property_id', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/properties/delete_officer_coordinates',
      headers: { authorization: `Bearer ${tokens.site}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'property_id is required' });
  });
});

describe('the boundary layers', () => {
  it('tells the console where the tiles and the six layer files are', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/map_layers',
      headers: { authorization: `Bearer ${tokens.title}` },
    });
    expect(response.statusCode).toBe(200);
    const settings = response.json().data as TMapSettings;
    expect(settings.default_zoom).toBe(17);
    expect(settings.tile_url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(settings.layers.map((layer) => layer.url)).toEqual([
      '/api/v1/map_layers/ghmc-water-bodies.kml',
      '/api/v1/map_layers/hmda-water-bodies.kmz',
      '/api/v1/map_layers/ghmc-government-prohibited-lands.kml',
      '/api/v1/map_layers/hmda-government-prohibited-lands.kmz',
      '/api/v1/map_layers/ghmc-prohibited-land-parcels.kml',
      '/api/v1/map_layers/hmda-prohibited-land-parcels.kmz',
    ]);
  });

  it('serves the sample KML and KMZ files, and nothing else', async () => {
    const kml = await t.app.inject({ method: 'GET', url: '/api/v1/map_layers/ghmc-water-bodies.kml' });
    expect(kml.statusCode).toBe(200);
    expect(kml.headers['content-type']).toBe('application/vnd.google-earth.kml+xml');
    expect(kml.body).toContain('<name>Durgam Cheruvu (sample outline)</name>');
    const kmz = await t.app.inject({ method: 'GET', url: '/api/v1/map_layers/hmda-water-bodies.kmz' });
    expect(kmz.headers['content-type']).toBe('application/vnd.google-earth.kmz');
    expect(kmz.rawPayload.subarray(0, 2).toString()).toBe('PK');
    for (const url of ['/api/v1/map_layers/README.md', '/api/v1/map_layers/..%2Fplot-map.route.ts']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('needs a session for the settings', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/map_layers' })).statusCode).toBe(401);
  });

  it('is listed in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/docs' })).json().paths as object);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/properties/update_geo_coordinates',
        '/api/v1/properties/delete_officer_coordinates',
        '/api/v1/map_layers',
      ]),
    );
  });
});

describe('map configuration (MAP_LAYERS_BASE_URL, MAP_TILE_URL)', () => {
  it.each([
    [{}, '/api/v1/map_layers', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
    [{ MAP_LAYERS_BASE_URL: 'https://gis.example.in/layers/', MAP_TILE_URL: '' }, 'https://gis.example.in/layers', ''],
    [{ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }, '/api/v1/map_layers', '/tiles/{z}/{x}/{y}.png'],
  ])('%j', (env, layersBase, tiles) => {
    const config = loadConfig(env);
    expect(config.MAP_LAYERS_BASE_URL).toBe(layersBase);
    expect(config.MAP_TILE_URL).toBe(tiles);
  });

  it.each([
    [{ MAP_LAYERS_BASE_URL: 'layers' }, 'MAP_LAYERS_BASE_URL'],
    [{ MAP_LAYERS_BASE_URL: 'ftp://gis.example.in' }, 'MAP_LAYERS_BASE_URL'],
    [{ MAP_TILE_URL: 'https://tiles.example.in/map.png' }, 'MAP_TILE_URL'],
  ])('refuses %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('answers no tiles when MAP_TILE_URL is empty, and layer files under the configured base', () => {
    const config = loadConfig({ MAP_TILE_URL: '', MAP_LAYERS_BASE_URL: 'https://gis.example.in/layers' });
    const settings = createPlotMapService({ db: t.database.db, clock: t.clock, config }).settings();
    expect(settings.tile_url).toBeNull();
    expect(settings.layers[0]?.url).toBe('https://gis.example.in/layers/ghmc-water-bodies.kml');
  });
});
