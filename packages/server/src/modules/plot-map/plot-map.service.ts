import {
  canEditPlotArea,
  MAP_DEFAULT_ZOOM,
  MAP_LAYER_KEYS,
  MAP_LAYERS,
  PLOT_MAP_MESSAGES,
  type TDeleteOfficerCoordinates,
  type TLatLng,
  type TMapSettings,
  type TUpdateGeoCoordinates,
} from '@anumati/domain';
import type { TDatabase } from '../../db/database';
import { AppError } from '../../graphql/app-error';
import type { TClock } from '../../platform/clock';
import type { TConfig } from '../../platform/config';
import { requireApplicationWrite } from '../access';
import { appendAuditEvent } from '../audit';
import type { TSignedInOfficer } from '../officer';
import { findProperty, removeOfficerCoordinates, saveOfficerCoordinatesIfNone } from './plot-map.repository';

const propertyNotFound = () => new AppError('NOT_FOUND', PLOT_MAP_MESSAGES.propertyNotFound);

/** What both calls answer: the plot's officer coordinates as the detail reads now show them. */
const answer = (propertyId: number, coordinates: TLatLng[] | null) => ({
  property_id: propertyId,
  latest_geo_coordinates: { officer_geo_coordinates: coordinates },
});

/** The officer's area on the plot map (spec 2 §2.6): saved by Edit Area, removed by Delete Edited Area. */
export function createPlotMapService(deps: { db: TDatabase; clock: TClock; config: TConfig }) {
  const { db, clock, config } = deps;

  /** Spec 2 §6: only the listed roles edit the area; checked first, so others learn nothing about the plot. */
  function requireEditorRole(officer: TSignedInOfficer) {
    if (!canEditPlotArea(officer.permissionLevel)) throw new AppError('FORBIDDEN', PLOT_MAP_MESSAGES.notAllowed);
  }

  /**
   * The plot, when its application is with the officer (docs/SECURITY.md "Authorization"): one they may not see
   * answers as a plot that does not exist; a decided file, or one not waiting for them, is refused.
   */
  async function propertyToEdit(officer: TSignedInOfficer, propertyId: number) {
    const property = await findProperty(db, propertyId);
    if (!property) throw propertyNotFound();
    await requireApplicationWrite(db, officer, {
      applicationId: property.applicationId,
      write: 'PLOT_COORDINATES',
      notFound: propertyNotFound,
    });
    return property;
  }

  const auditEvent = (officer: TSignedInOfficer, applicationId: number) => ({
    occurredAt: clock.now(),
    actorKind: 'OFFICER' as const,
    actorOfficerId: officer.id,
    actorRole: officer.roleName,
    applicationId,
  });

  return {
    /** POST properties/update_geo_coordinates: only when the plot has no officer coordinates (spec 2 §4). */
    async updateGeoCoordinates(officer: TSignedInOfficer, input: TUpdateGeoCoordinates) {
      requireEditorRole(officer);
      // The payload names the officer (spec 2 §3.7); an officer saves in their own name only.
      if (input.officer_id !== officer.id) throw new AppError('FORBIDDEN', PLOT_MAP_MESSAGES.notYourself);
      const property = await propertyToEdit(officer, input.property_id);
      const coordinates = input.officer_geo_coordinates as TLatLng[];
      await db.transaction(async (tx) => {
        if (!(await saveOfficerCoordinatesIfNone(tx, property.id, coordinates))) {
          throw new AppError('CONFLICT', PLOT_MAP_MESSAGES.coordinatesExist);
        }
        await appendAuditEvent(tx, {
          ...auditEvent(officer, property.applicationId),
          action: 'OFFICER_GEO_COORDINATES_SAVED',
          details: { propertyId: property.id, officerGeoCoordinates: coordinates },
        });
      });
      return answer(property.id, coordinates);
    },

    /** DELETE properties/delete_officer_coordinates: only when the plot has them; the table is editable again. */
    async deleteOfficerCoordinates(officer: TSignedInOfficer, input: TDeleteOfficerCoordinates) {
      requireEditorRole(officer);
      const property = await propertyToEdit(officer, input.property_id);
      await db.transaction(async (tx) => {
        const removed = await removeOfficerCoordinates(tx, property.id);
        if (!removed) throw new AppError('CONFLICT', PLOT_MAP_MESSAGES.noCoordinates);
        await appendAuditEvent(tx, {
          ...auditEvent(officer, property.applicationId),
          action: 'OFFICER_GEO_COORDINATES_DELETED',
          details: { propertyId: property.id, removedOfficerGeoCoordinates: removed },
        });
      });
      return answer(property.id, null);
    },

    /** GET map_layers: the base tiles and the six boundary layers' files, as configured. */
    settings(): TMapSettings {
      return {
        tile_url: config.MAP_TILE_URL || null,
        tile_attribution: config.MAP_TILE_ATTRIBUTION,
        default_zoom: MAP_DEFAULT_ZOOM,
        layers: MAP_LAYER_KEYS.map((key) => ({
          key,
          title: MAP_LAYERS[key].title,
          url: `${config.MAP_LAYERS_BASE_URL}/${MAP_LAYERS[key].fileName}`,
        })),
      };
    },
  };
}

export type TPlotMapService = ReturnType<typeof createPlotMapService>;
