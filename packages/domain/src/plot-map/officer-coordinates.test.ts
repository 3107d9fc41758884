import { describe, expect, it } from 'vitest';
import {
  canEditPlotArea,
  formatCoordinatePair,
  officerRingFromRows,
  parseCoordinatePair,
  PLOT_MAP_MESSAGES,
  rowsFromPolygon,
  ZDeleteOfficerCoordinatesSchema,
  ZUpdateGeoCoordinatesSchema,
} from './officer-coordinates';

describe('canEditPlotArea (spec 2 §6: edit or delete area on the map)', () => {
  it.each([
    ['SITE_VERIFICATION', true],
    ['TPSO_OFFICER', true],
    ['SECTION_OFFICER', true],
    ['UDA_GP_SITE_OFFICER', true],
    ['CP_TECH_OFFICER', true],
    ['TECH_OFFICER', true],
    ['TECHNICAL_VERIFICATION', true],
    ['TITLE_VERIFICATION', false],
    ['ACP_OFFICER', false],
    ['SECTION_HEAD', false],
    ['COMMISSIONER', false],
    ['ZONAL_COMMISSIONER', false],
    ['FINAL APPROVING OFFICER', false],
    ['CIO_CHASING_CELL', false],
    ['LINE_DEPARTMENT', false],
    ['an unknown role', false],
  ])('%s: %s', (level, canEdit) => {
    expect(canEditPlotArea(level)).toBe(canEdit);
  });
});

const ring = [
  [17.44, 78.39],
  [17.44, 78.3902],
  [17.4402, 78.3902],
  [17.4402, 78.39],
  [17.44, 78.39],
];

describe('ZUpdateGeoCoordinatesSchema (server-side validation of the officer’s area)', () => {
  const payload = (officer_geo_coordinates: unknown) => ({ officer_geo_coordinates, property_id: 7, officer_id: 3 });

  it('takes a closed square', () => {
    expect(ZUpdateGeoCoordinatesSchema.parse(payload(ring))).toEqual({
      officer_geo_coordinates: ring,
      property_id: 7,
      officer_id: 3,
    });
  });

  it('takes a closed triangle: four points, the last repeating the first', () => {
    expect(
      ZUpdateGeoCoordinatesSchema.safeParse(
        payload([
          [17.44, 78.39],
          [17.44, 78.3902],
          [17.4402, 78.39],
          [17.44, 78.39],
        ]),
      ).success,
    ).toBe(true);
  });

  it.each([
    ['not a list', 'a lake', PLOT_MAP_MESSAGES.notAList],
    ['missing', undefined, PLOT_MAP_MESSAGES.notAList],
    ['a point that is text', [['17.44', '78.39'], ...ring.slice(1)], PLOT_MAP_MESSAGES.notANumber],
    ['a point with one number', [[17.44], ...ring.slice(1)], PLOT_MAP_MESSAGES.notAPair],
    ['a point with three numbers', [[17.44, 78.39, 5], ...ring.slice(1)], PLOT_MAP_MESSAGES.notAPair],
    [
      'a point that is an object',
      [{ latitude: 17.44, longitude: 78.39 }, ...ring.slice(1)],
      PLOT_MAP_MESSAGES.notAPair,
    ],
    ['a latitude of 91', [[91, 78.39], ...ring.slice(1, 4), [91, 78.39]], PLOT_MAP_MESSAGES.latitudeRange],
    ['a latitude of -90.5', [[-90.5, 78.39], ...ring.slice(1, 4), [-90.5, 78.39]], PLOT_MAP_MESSAGES.latitudeRange],
    ['a longitude of 181', [[17.44, 181], ...ring.slice(1, 4), [17.44, 181]], PLOT_MAP_MESSAGES.longitudeRange],
    ['three points', ring.slice(0, 2).concat([ring[0] as number[]]), PLOT_MAP_MESSAGES.tooFewPoints],
    ['no points', [], PLOT_MAP_MESSAGES.tooFewPoints],
    ['an open square', ring.slice(0, 4), PLOT_MAP_MESSAGES.notClosed],
    [
      'a bow tie',
      [
        [17.44, 78.39],
        [17.4402, 78.3902],
        [17.44, 78.3902],
        [17.4402, 78.39],
        [17.44, 78.39],
      ],
      PLOT_MAP_MESSAGES.selfIntersecting,
    ],
    [
      'a point repeated',
      [[17.44, 78.39], [17.44, 78.3902], [17.44, 78.3902], ...ring.slice(2)],
      PLOT_MAP_MESSAGES.selfIntersecting,
    ],
    [
      'points in one line',
      [
        [17.44, 78.39],
        [17.44, 78.3901],
        [17.44, 78.3902],
        [17.44, 78.39],
      ],
      PLOT_MAP_MESSAGES.selfIntersecting,
    ],
    ['too many points', Array.from({ length: 201 }, () => [17.44, 78.39]), PLOT_MAP_MESSAGES.tooManyPoints],
  ])('refuses %s', (_, coordinates, message) => {
    const parsed = ZUpdateGeoCoordinatesSchema.safeParse(payload(coordinates));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it.each([
    ['no property_id', { officer_geo_coordinates: ring, officer_id: 3 }, 'property_id is required'],
    ['no officer_id', { officer_geo_coordinates: ring, property_id: 7 }, 'officer_id is required'],
    [
      'a fractional property_id',
      { officer_geo_coordinates: ring, property_id: 1.5, officer_id: 3 },
      'property_id must be a whole number',
    ],
  ])('refuses %s', (_, body, message) => {
    expect(ZUpdateGeoCoordinatesSchema.safeParse(body).error?.issues[0]?.message).toBe(message);
  });

  it('reads ids sent as text, as the console keeps them', () => {
    expect(
      ZUpdateGeoCoordinatesSchema.parse({ officer_geo_coordinates: ring, property_id: '7', officer_id: '3' }),
    ).toMatchObject({ property_id: 7, officer_id: 3 });
  });
});

describe('ZDeleteOfficerCoordinatesSchema', () => {
  it.each([
    [{ property_id: 7 }, true],
    [{ property_id: '7' }, true],
    [{}, false],
    [{ property_id: 0 }, false],
    [{ property_id: 'seven' }, false],
  ])('%j: %s', (body, isValid) => {
    expect(ZDeleteOfficerCoordinatesSchema.safeParse(body).success).toBe(isValid);
  });
});

describe('coordinate rows (spec 2 §2.6: comma-separated latitude,longitude pairs)', () => {
  it.each([
    ['17.44,78.39', [17.44, 78.39]],
    [' 17.44 , 78.39 ', [17.44, 78.39]],
    ['-12.5,-45', [-12.5, -45]],
    ['17.44', null],
    ['17.44,', null],
    ['17.44,78.39,1', null],
    ['north,east', null],
    ['', null],
  ])('%j → %j', (text, point) => {
    expect(parseCoordinatePair(text)).toEqual(point);
  });

  it('formats a pair as the table shows it', () => {
    expect(formatCoordinatePair([17.4402, 78.39])).toBe('17.4402,78.39');
  });

  it('edits a polygon as its corners and saves them closed', () => {
    const rows = rowsFromPolygon(ring as [number, number][]);
    expect(rows).toEqual(['17.44,78.39', '17.44,78.3902', '17.4402,78.3902', '17.4402,78.39']);
    expect(officerRingFromRows(rows)).toEqual({ ring });
  });

  it.each([
    [['17.44,78.39', 'lake', '17.4402,78.3902'], PLOT_MAP_MESSAGES.notAPair],
    [['17.44,78.39', '17.44,78.3902'], PLOT_MAP_MESSAGES.tooFewPoints],
    [['17.44,78.39', '17.4402,78.3902', '17.44,78.3902', '17.4402,78.39'], PLOT_MAP_MESSAGES.selfIntersecting],
  ])('answers the first problem of %j', (rows, problem) => {
    expect(officerRingFromRows(rows)).toEqual({ problem });
  });
});
