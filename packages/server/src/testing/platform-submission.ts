import type { TProcessKind } from '@anumati/domain';
import { expect } from 'vitest';
import type { TTestApp } from './test-app';

/** A plot and building each kind accepts (an instant registration: up to 75 sq yards and 7 m). */
const SUBMISSIONS: Record<
  TProcessKind,
  { applicationType: string; approvalFor: string; area: number; height: number }
> = {
  REGISTRATION: { applicationType: 'REGISTRATION', approvalFor: 'BUILDING', area: 55, height: 6 },
  SELF_CERTIFICATION: { applicationType: 'SELF CERTIFICATION', approvalFor: 'BUILDING', area: 180, height: 9 },
  SINGLE_WINDOW: { applicationType: 'SINGLE WINDOW', approvalFor: 'BUILDING', area: 900, height: 15 },
  LAYOUT: { applicationType: 'SINGLE WINDOW', approvalFor: 'LAYOUT', area: 12000, height: 0 },
  FINAL_LAYOUT: { applicationType: 'SINGLE WINDOW', approvalFor: 'FINAL_LAYOUT', area: 12000, height: 0 },
  OCCUPANCY: { applicationType: 'OCCUPANCY', approvalFor: 'OCCUPANCY', area: 300, height: 9 },
  COMPOUND_WALL: { applicationType: 'SELF CERTIFICATION', approvalFor: 'COMPOUNDWALL', area: 300, height: 0 },
};

/** The body of the platform's submission of an application of this kind (POST /api/platform/v1/applications). */
export function platformSubmission(kind: TProcessKind, submission: { ulbName: string; idempotencyKey: string }) {
  const { applicationType, approvalFor, area, height } = SUBMISSIONS[kind];
  const side = { plotWidth: 20, roadWidth: 12 };
  return {
    applicationType,
    approvalFor,
    ulbName: submission.ulbName,
    applicant: {
      applicantType: 'INDIVIDUAL',
      applicantName: `Applicant ${submission.idempotencyKey}`,
      mobile: '9848012345',
      contactAddress: 'Hyderabad',
    },
    plot: {
      plotAddress: 'Plot 1',
      geoCoordinates: [],
      actualPlotArea: area,
      plotAreaAsPerDocument: area,
      netPlotArea: area,
      front: side,
      rear: side,
      side1: side,
      side2: side,
    },
    building: { purposeOfBuilding: 'Residential', noOfFloors: 2, heightInMetres: height, totalBuiltUpArea: area },
  };
}

/** An application of this kind handed over by the citizen platform, as it does in production; its id. */
export async function submitThroughPlatform(
  t: TTestApp,
  submission: { kind: TProcessKind; ulbName: string; platformKey: string; idempotencyKey: string },
): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/platform/v1/applications',
    headers: { authorization: `Bearer ${submission.platformKey}`, 'idempotency-key': submission.idempotencyKey },
    payload: platformSubmission(submission.kind, submission),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as number;
}
