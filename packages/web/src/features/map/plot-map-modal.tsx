import {
  applicationWriteRefusal,
  canEditPlotArea,
  centreOf,
  closeRing,
  isDrawablePolygon,
  isOwnOpenTurn,
  layerWarnings,
  MAP_LAYERS,
  officerRingFromRows,
  parseCoordinatePair,
  rowsFromPolygon,
  type TLatLng,
  type TMapSettings,
  type TPlotView,
} from '@anumati/domain';
import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/errors/error-message';
import { InlineError } from '../../shared/errors/inline-error';
import { LoadError } from '../../shared/errors/load-error';
import { useOfficersApplicationQuery } from '../../shared/application/officers-application.query';
import { useMeQuery } from '../../shared/officer/me.query';
import { useDeleteOfficerCoordinatesMutation } from './api/delete-officer-coordinates.mutation';
import { useMapLayerFilesQueries } from './api/map-layer-files.query';
import { useMapSettingsQuery } from './api/map-settings.query';
import { useUpdateGeoCoordinatesMutation } from './api/update-geo-coordinates.mutation';
import { CoordinatesTable, OfficerCoordinatesEditor } from './coordinate-tables';
import { MapLegend } from './map-legend';
import { PlotMapCanvas, type TAreaTool, type TLayerShapes } from './plot-map-canvas';
import type { TMapMarker } from './map-marker';
import { useLanguage } from '../../shared/i18n/use-language';
import { LoadingSpace } from '../../shared/loading/loading-space';

/**
 * The map's height: 420 px, less on a short window, so that the modal's header, the map and the actions under it
 * fit a 768 px laptop screen (the modal's offset and header take about 110 px, the actions about 60).
 */
const MAP_HEIGHT = 'min(420px, calc(100dvh - 330px))';

/** Where the map opens when the plot has no coordinates at all: the whole state (Telangana) in view. */
const STATE_VIEW = { centre: [17.9, 79.1] as TLatLng, zoom: 7 };

// The light variant's title (shade 6) is too faint on its tint for WCAG AA; shade 9 keeps 4.5:1.
const WARNING_STYLES = { title: { color: 'var(--mantine-color-red-9)' } };

/** Spec 2 §5: polygons of fewer than 4 points are not drawn. */
const drawable = (points: readonly TLatLng[] | null | undefined) =>
  points && isDrawablePolygon(points) ? [...points] : null;

/** The corners typed so far that read as pairs, closed: the draft the map draws while the officer types. */
function draftArea(rows: readonly string[]): TLatLng[] | null {
  const corners = rows.map(parseCoordinatePair).filter((point): point is TLatLng => point !== null);
  return corners.length >= 3 ? closeRing(corners) : null;
}

function BoundaryLayersState({
  settings,
  failed,
  isLoading,
}: {
  settings: TMapSettings;
  failed: string[];
  isLoading: boolean;
}) {
  const { t } = useTranslation('map');
  if (isLoading) return <Text size="sm">{t('loadingLayers', { count: settings.layers.length })}</Text>;
  if (failed.length === 0) return null;
  return (
    <Text size="sm" c="red.9">
      {t('couldNotLoad', { layers: failed.join(', ') })}
    </Text>
  );
}

function PlotMapContent(props: {
  applicationId: string;
  plot: TPlotView;
  markers?: readonly TMapMarker[];
  settings: TMapSettings;
  onClose: () => void;
}) {
  const language = useLanguage();
  const { t } = useTranslation('map');
  const { plot, settings, onClose } = props;
  const me = useMeQuery();
  const application = useOfficersApplicationQuery(props.applicationId);
  const layerFiles = useMapLayerFilesQueries(settings.layers);
  const save = useUpdateGeoCoordinatesMutation();
  const remove = useDeleteOfficerCoordinatesMutation();
  const savedOfficerArea = plot.latest_geo_coordinates.officer_geo_coordinates ?? [];
  const hasOfficerArea = savedOfficerArea.length > 0;
  // Spec 2 §2.6: the officer's area starts from the citizen's corners, for the officer to correct or redraw.
  const [rows, setRows] = useState(() => rowsFromPolygon(plot.geo_coordinates));
  const [tool, setTool] = useState<TAreaTool>(null);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Spec 2 §7: after a failed delete the button stays disabled.
  const [hasDeleteFailed, setDeleteFailed] = useState(false);
  const onCorners = useCallback((corners: TLatLng[]) => {
    setRows(rowsFromPolygon(corners));
    // A polygon drawn ends drawing; moving corners goes on until the officer is done.
    setTool((current) => (current === 'DRAW' ? null : current));
    setProblem(null);
  }, []);
  const onRowsChange = (next: string[]) => {
    setRows(next);
    // Typed corners win: the map draws the table again.
    setTool((current) => (current === 'EDIT_CORNERS' ? null : current));
    setProblem(null);
  };
  const onToggleTool = (chosen: Exclude<TAreaTool, null>) => setTool((current) => (current === chosen ? null : chosen));

  // The server's rule (docs/SECURITY.md "Authorization"): an editor role, on the officer's open turn, never on a
  // decided file. Until both answers are in, nothing is editable.
  const hasOpenTurn =
    application.data?.stageStates.some((stage) =>
      stage.stageOfficers.some((turn) =>
        isOwnOpenTurn({ officerId: turn.officerId, status: turn.action }, me.data?.id),
      ),
    ) ?? false;
  const canEdit =
    me.data && application.data
      ? canEditPlotArea(me.data.permissionLevel) &&
        applicationWriteRefusal('PLOT_COORDINATES', {
          status: application.data.status,
          hasOpenTurn,
          hasOpenCorrectionTurn: false,
        }) === null
      : false;
  const isEditing = canEdit && !hasOfficerArea;
  const citizenArea = drawable(plot.geo_coordinates);
  const officerArea = hasOfficerArea ? drawable(savedOfficerArea) : isEditing ? draftArea(rows) : null;
  const layers: TLayerShapes[] = settings.layers.map((layer, index) => ({
    key: layer.key,
    title: layer.title,
    colour: MAP_LAYERS[layer.key].colour,
    polygons: layerFiles[index]?.data ?? [],
  }));
  const warnings = layerWarnings({ plots: [citizenArea ?? [], officerArea ?? []], layers }, language);
  const plotCentre = centreOf(officerArea ?? citizenArea ?? plot.geo_coordinates);
  // Spec 2 §9: zoom 17 on the plot, the least detail the map opens with (the canvas fits a small plot closer).
  const view = plotCentre ? { centre: plotCentre, zoom: settings.default_zoom } : STATE_VIEW;

  const onSave = () => {
    // Saving ends any drawing or corner editing under way: the table holds what is saved.
    setTool(null);
    const result = officerRingFromRows(rows);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    if (!me.data) return;
    setProblem(null);
    save.mutate(
      { officer_geo_coordinates: result.ring, property_id: plot.id, officer_id: Number(me.data.id) },
      {
        onError: (error) => {
          console.error('Saving the officer coordinates failed', error);
          setProblem(errorMessage(error));
        },
      },
    );
  };
  const onDelete = () => {
    setConfirmingDelete(false);
    setProblem(null);
    remove.mutate(
      { property_id: plot.id },
      {
        onError: (error) => {
          console.error('Deleting the officer coordinates failed', error);
          setDeleteFailed(true);
          setProblem(errorMessage(error));
        },
      },
    );
  };

  return (
    <Stack>
      <PlotMapCanvas
        settings={settings}
        view={view}
        fitArea={officerArea ?? citizenArea}
        height={MAP_HEIGHT}
        citizenArea={citizenArea}
        officerArea={officerArea}
        isOfficerAreaDraft={!hasOfficerArea}
        layers={layers}
        tool={isEditing ? tool : null}
        onCorners={onCorners}
        markers={props.markers}
      />
      {/* Issue 18: the actions right under the map, in view on a 1366 × 768 laptop without scrolling. */}
      <Group justify="flex-end">
        {isEditing ? (
          <>
            <Button variant="light" onClick={() => onToggleTool('DRAW')}>
              {tool === 'DRAW' ? t('actions.cancelDrawing') : t('actions.drawArea')}
            </Button>
            {officerArea ? (
              <Button variant="light" onClick={() => onToggleTool('EDIT_CORNERS')}>
                {tool === 'EDIT_CORNERS' ? t('actions.doneEditingCorners') : t('actions.editCorners')}
              </Button>
            ) : null}
            <Button onClick={onSave} loading={save.isPending}>
              {t('actions.editArea')}
            </Button>
          </>
        ) : null}
        {canEdit && hasOfficerArea ? (
          <Button
            color="red"
            onClick={() => setConfirmingDelete(true)}
            loading={remove.isPending}
            disabled={hasDeleteFailed || isConfirmingDelete}
          >
            {t('actions.deleteEditedArea')}
          </Button>
        ) : null}
        <Button variant="default" onClick={onClose}>
          {t('close', { ns: 'common' })}
        </Button>
      </Group>
      {isEditing && tool ? <Text size="sm">{t(`toolHints.${tool}`)}</Text> : null}
      <InlineError message={problem} />
      {isConfirmingDelete ? (
        <Paper withBorder p="sm" role="group" aria-label={t('confirmDelete.label')}>
          <Stack gap="xs">
            <Text size="sm">{t('confirmDelete.question')}</Text>
            <Group>
              <Button color="red" onClick={onDelete}>
                {t('confirmDelete.yes')}
              </Button>
              <Button variant="default" onClick={() => setConfirmingDelete(false)}>
                {t('cancel', { ns: 'common' })}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
      <MapLegend />
      <BoundaryLayersState
        settings={settings}
        isLoading={layerFiles.some((file) => file.isPending)}
        failed={settings.layers.filter((_, index) => layerFiles[index]?.isError).map((layer) => layer.title)}
      />
      {warnings.map((warning) => (
        <Alert key={warning.key} color="red" title={t('warning')} variant="light" styles={WARNING_STYLES}>
          {warning.message}
        </Alert>
      ))}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CoordinatesTable
          title={t('coordinates.citizen')}
          points={plot.geo_coordinates}
          emptyText={t('coordinates.noCitizen')}
        />
        {isEditing ? (
          <OfficerCoordinatesEditor rows={rows} onChange={onRowsChange} />
        ) : (
          <CoordinatesTable
            title={t('coordinates.officer')}
            points={savedOfficerArea}
            emptyText={t('coordinates.noOfficer')}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The plot map modal (spec 2 §2.6), loaded only when View Map is clicked: the map, its legend and warnings, the
 * citizen's and the officer's coordinates, and for the roles of spec 2 §6 Edit Area and Delete Edited Area.
 */
export function PlotMapModal({
  applicationId,
  plot,
  markers,
  onClose,
}: {
  applicationId: string;
  plot: TPlotView;
  /** Pins other features put on the plot (issue 53: site photos and visits). */
  markers?: readonly TMapMarker[];
  onClose: () => void;
}) {
  const { t } = useTranslation('map');
  const settings = useMapSettingsQuery();
  return (
    <Modal opened onClose={onClose} title={t('title')} size="min(1100px, 95vw)">
      {settings.error ? (
        <LoadError error={settings.error} onRetry={() => void settings.refetch()} />
      ) : settings.data ? (
        <PlotMapContent
          applicationId={applicationId}
          plot={plot}
          markers={markers}
          settings={settings.data}
          onClose={onClose}
        />
      ) : (
        <LoadingSpace mih={200} label={t('loadingMap')} />
      )}
    </Modal>
  );
}
