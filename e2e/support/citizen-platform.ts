import type { APIRequestContext } from '@playwright/test';

/** The citizen platform's development key (packages/server/src/platform/config.ts). */
const PLATFORM_KEY = 'anumati-platform-development-key';
const headers = { authorization: `Bearer ${PLATFORM_KEY}` };
const side = { plotWidth: 12, roadWidth: 9 };

type TSubmitted = { id: number; applicationIdentifier: string; status: string };

/**
 * A paid application handed over by the citizen platform, as it happens in real life (officers never create
 * files). Each test that moves a file through the workflow starts with a file of its own.
 */
export async function submitApplication(
  request: APIRequestContext,
  input: {
    applicationType: 'SELF CERTIFICATION' | 'REGISTRATION' | 'SINGLE WINDOW' | 'OCCUPANCY';
    approvalFor?: 'BUILDING' | 'LAYOUT' | 'OCCUPANCY';
    ulbName: string;
    applicantName: string;
    plotArea: number;
    /** The plot's corners as [latitude, longitude]; a small square near Madhapur by default. */
    geoCoordinates?: [number, number][];
    /** Further particulars the platform hands over (an occupancy's deviation entries, documents…). */
    particulars?: Record<string, unknown>;
  },
): Promise<TSubmitted> {
  const answer = await request.post('/api/platform/v1/applications', {
    headers: { ...headers, 'idempotency-key': `e2e-${input.applicantName}-${Date.now()}` },
    data: {
      ...input.particulars,
      applicationType: input.applicationType,
      approvalFor: input.approvalFor ?? 'BUILDING',
      ulbName: input.ulbName,
      applicant: {
        applicantType: 'INDIVIDUAL',
        applicantName: input.applicantName,
        mobile: '9848012345',
        contactAddress: 'H.No 4-12, Main Road',
      },
      plot: {
        plotAddress: 'Plot 7, Survey No. 112',
        geoCoordinates: input.geoCoordinates ?? [
          [17.44, 78.39],
          [17.44, 78.3902],
          [17.4402, 78.3902],
          [17.4402, 78.39],
        ],
        actualPlotArea: input.plotArea,
        plotAreaAsPerDocument: input.plotArea,
        netPlotArea: input.plotArea,
        front: side,
        rear: side,
        side1: side,
        side2: side,
      },
      building: {
        purposeOfBuilding: 'Residential',
        noOfFloors: 2,
        heightInMetres: 7,
        totalBuiltUpArea: input.plotArea * 1.5,
      },
    },
  });
  const body = (await answer.json()) as { success: boolean; message: string; data: TSubmitted };
  if (!answer.ok()) throw new Error(`The platform could not submit the application: ${body.message}`);
  return body.data;
}

/** What the applicant does on the platform: answer a shortfall, reply to a show cause, pay a fee. */
export async function applicantDoes(
  request: APIRequestContext,
  applicationId: number | string,
  event: 'shortfall-answer' | 'show-cause-reply' | 'fee-payment',
): Promise<void> {
  const answer = await request.post(`/api/platform/v1/applications/${applicationId}/${event}`, { headers });
  if (!answer.ok()) throw new Error(`The applicant's ${event} was refused: ${await answer.text()}`);
}

/** The applicant asks, on the citizen platform, to correct fields of their application (spec 3 §3). */
export async function fileCorrectionRequest(
  request: APIRequestContext,
  applicationId: number | string,
  corrections: { columnName: string; newValue: string; supportingDocUrl?: string }[],
): Promise<void> {
  const answer = await request.post(`/api/platform/v1/applications/${applicationId}/correction-requests`, {
    headers,
    data: { corrections },
  });
  if (!answer.ok()) throw new Error(`The correction request was refused: ${await answer.text()}`);
}
