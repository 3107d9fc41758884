import {
  MAP_LAYER_KEYS,
  MAP_LAYERS,
  PLOT_MAP_MESSAGES,
  ZDeleteOfficerCoordinatesSchema,
  ZUpdateGeoCoordinatesSchema,
} from '@anumati/domain';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { parseInput } from '../../graphql/validate';
import { withOfficerSession } from '../../http/rest';
import { codeFile } from '../../platform/paths';
import type { TAuthService } from '../auth';
import type { TPlotMapService } from './plot-map.service';

const CONTENT_TYPES = { kml: 'application/vnd.google-earth.kml+xml', kmz: 'application/vnd.google-earth.kmz' };

/**
 * The sample boundary layers the server ships (layers/README.md), read once: only these six names are served,
 * so no path reaches any other file.
 */
function sampleLayerFiles() {
  return new Map(
    MAP_LAYER_KEYS.map((key) => {
      const { fileName } = MAP_LAYERS[key];
      const extension = fileName.endsWith('.kmz') ? 'kmz' : 'kml';
      const body = readFileSync(codeFile(`modules/plot-map/layers/${fileName}`));
      return [fileName, { body, contentType: CONTENT_TYPES[extension] }] as const;
    }),
  );
}

/** Spec 2 §7: the plot map's calls, under /api/v1 like the detail reads. */
export function registerPlotMapRoutes(app: FastifyInstance, deps: { auth: TAuthService; plotMap: TPlotMapService }) {
  const { auth, plotMap } = deps;

  app.post(
    '/api/v1/properties/update_geo_coordinates',
    withOfficerSession(auth, async (request, reply, session) => {
      const input = parseInput(ZUpdateGeoCoordinatesSchema, request.body ?? {});
      const data = await plotMap.updateGeoCoordinates(session.officer, input);
      return reply.send({ success: true, message: PLOT_MAP_MESSAGES.saved, data });
    }),
  );

  // The spec sends property_id as the payload; a DELETE's body is optional in HTTP, so the query is read too.
  app.delete(
    '/api/v1/properties/delete_officer_coordinates',
    withOfficerSession(auth, async (request, reply, session) => {
      const input = parseInput(ZDeleteOfficerCoordinatesSchema, {
        ...(request.query as object),
        ...(request.body as object | undefined),
      });
      const data = await plotMap.deleteOfficerCoordinates(session.officer, input);
      return reply.send({ success: true, message: PLOT_MAP_MESSAGES.deleted, data });
    }),
  );

  app.get(
    '/api/v1/map_layers',
    withOfficerSession(auth, async (_request, reply) =>
      reply.send({ success: true, message: 'Map layers', data: plotMap.settings() }),
    ),
  );

  // Public, like the external layer files they stand in for: the map loads them by URL (MAP_LAYERS_BASE_URL).
  const files = sampleLayerFiles();
  app.get('/api/v1/map_layers/:file', async (request, reply) => {
    const { file } = z.object({ file: z.string() }).parse(request.params);
    const found = files.get(file);
    if (!found) return reply.code(404).send({ success: false, message: 'Not found' });
    return reply.type(found.contentType).header('cache-control', 'public, max-age=3600').send(found.body);
  });
}

const answer = {
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    data: {
      type: 'object',
      properties: {
        property_id: { type: 'integer' },
        latest_geo_coordinates: {
          type: 'object',
          properties: {
            officer_geo_coordinates: {
              type: ['array', 'null'],
              items: { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 },
            },
          },
        },
      },
    },
  },
};

const refusals = {
  '400': { description: 'Not a closed, non-crossing ring of at least 4 latitude,longitude pairs in range' },
  '401': { description: 'No session' },
  '404': { description: 'No such plot in the officer’s jurisdiction' },
};

/** The OpenAPI paths of the plot map (spec 2 §7), served at /api/docs. */
export function plotMapOpenApiPaths() {
  return {
    '/api/v1/properties/update_geo_coordinates': {
      post: {
        summary:
          'Edit Area: save the officer’s coordinates of a plot that has none (site, TPSO, section, UDA/GP site, ' +
          'CP tech, tech and technical verification officers; officer_id is the caller)',
        security: [{ officerToken: [] }],
        requestBody: { content: { 'application/json': { schema: z.toJSONSchema(ZUpdateGeoCoordinatesSchema) } } },
        responses: {
          '200': { description: PLOT_MAP_MESSAGES.saved, content: { 'application/json': { schema: answer } } },
          ...refusals,
          '403': { description: 'A role that may not edit the area, or another officer’s id' },
          '409': { description: 'Coordinates already saved' },
        },
      },
    },
    '/api/v1/properties/delete_officer_coordinates': {
      delete: {
        summary: 'Delete Edited Area: remove the officer’s coordinates of a plot (the same roles)',
        security: [{ officerToken: [] }],
        requestBody: {
          content: { 'application/json': { schema: z.toJSONSchema(ZDeleteOfficerCoordinatesSchema) } },
        },
        parameters: [{ name: 'property_id', in: 'query', required: false, schema: { type: 'integer' } }],
        responses: {
          '200': { description: PLOT_MAP_MESSAGES.deleted, content: { 'application/json': { schema: answer } } },
          ...refusals,
          '403': { description: 'A role that may not edit the area' },
          '409': { description: 'No officer coordinates to delete' },
        },
      },
    },
    '/api/v1/map_layers': {
      get: {
        summary: 'The plot map’s base tiles (tile_url, null without tiles) and its six boundary layer files (KML/KMZ)',
        security: [{ officerToken: [] }],
        responses: {
          '200': { description: 'data: tile_url, tile_attribution, default_zoom, layers (key, title, url)' },
        },
      },
    },
    '/api/v1/map_layers/{file}': {
      get: {
        summary: 'One of the sample boundary layer files the server ships (the default MAP_LAYERS_BASE_URL)',
        security: [],
        parameters: [{ name: 'file', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'KML or KMZ' }, '404': { description: 'Not one of the six layers' } },
      },
    },
  };
}
