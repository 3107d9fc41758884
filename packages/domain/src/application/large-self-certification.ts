import type { TApplicationType } from './application-kind';

/** Spec 1 §5: net plot area above 200 sq m (239.19 sq yd) makes a self-certification "large". */
export const LARGE_PLOT_SQ_M = 200;
export const LARGE_PLOT_SQ_YD = 239.19;
/** Ground plus 2 floors or more also makes it large. */
export const LARGE_UPPER_FLOORS = 2;

export type TLargeSelfCertificationInput = {
  applicationType: TApplicationType;
  netPlotArea: number;
  areaUnit: 'SQ_M' | 'SQ_YD';
  upperFloors: number;
};

/**
 * The floors above the ground (or stilt) floor of a building whose number of floors counts that floor too, as
 * the platform sends it (G+2 is 3 floors).
 */
export function upperFloorsOf(noOfFloors: number): number {
  return Math.max(noOfFloors - 1, 0);
}

/**
 * Whether a self-certification goes to the ACP queue ("Under Process Above 200 Sqm").
 * Registration is never large.
 */
export function isLargeSelfCertification(input: TLargeSelfCertificationInput): boolean {
  if (input.applicationType === 'REGISTRATION') return false;
  const limit = input.areaUnit === 'SQ_YD' ? LARGE_PLOT_SQ_YD : LARGE_PLOT_SQ_M;
  return input.netPlotArea > limit || input.upperFloors >= LARGE_UPPER_FLOORS;
}
