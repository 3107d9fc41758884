import type { TLatLng } from '@anumati/domain';

/**
 * A point another feature puts on the plot map (issue 53: a pin per site photo and site visit). The label is the
 * pin's tooltip, in the officer's language; a flagged pin is drawn in the warning colour.
 */
export type TMapMarker = { id: string; position: TLatLng; label: string; isFlagged: boolean };
