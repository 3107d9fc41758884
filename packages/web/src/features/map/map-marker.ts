import type { TLatLng } from '@anumati/domain';

/**
 * A point another feature puts on the plot map (issue 53: a pin per site photo and site visit). The label is the
 * pin's tooltip, in the officer's language; a flagged pin is drawn in the warning colour.
 */
export type TMapMarker = { id: string; position: TLatLng; label: string; isFlagged: boolean };

/**
 * Where the officer's phone says it is (issue 53 §5), drawn with its accuracy as a circle: the device's claim,
 * which the label says.
 */
export type TDeviceFix = { position: TLatLng; accuracyMetres: number | null; label: string };
