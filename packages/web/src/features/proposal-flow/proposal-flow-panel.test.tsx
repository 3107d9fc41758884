import { officerLevelLabel, stageNameLabel } from '@anumati/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TOfficersApplication } from '../../shared/application/officers-application.query';
import { OfficersApplicationDocument } from '../../shared/graphql/generated/graphql';
import { changeLanguage } from '../../shared/i18n/i18n';
import { expectTeluguAndAccessible } from '../../testing/expect-telugu-screen';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderAsOfficer } from '../../testing/render-as-officer';
import { ProposalFlowPanel } from './proposal-flow-panel';

/** A single-window file just arrived in pre-scrutiny, as the languages crawl used to open it (issue 19). */
const APPLICATION: TOfficersApplication = {
  id: '41',
  applicationIdentifier: 'NZB/SW/2026/0041',
  status: 'IN_PROCESS',
  applicationType: 'SINGLE WINDOW',
  approvalFor: 'BUILDING',
  currentOfficerLevel: 'L1',
  assignedDate: '2026-11-02T04:30:00.000Z',
  newWorkFlow: true,
  oldWorkFlow: false,
  finalRemark: null,
  isShowCauseRaised: false,
  isShowCauseRaisedDocUpload: false,
  isShowCauseSevenDaysElapsed: false,
  isFeeSubmitted: false,
  isFeeChanged: false,
  feeIsSubmitted: false,
  isDeviationSubmitted: false,
  isDeviationUpdated: false,
  proceedingIsSubmitted: false,
  applicant: { applicantName: 'Vijaya Lakshmi' },
  stageStates: [
    {
      id: '7',
      name: 'LEVEL-1',
      status: 'IN_PROCESS',
      dueDays: 3,
      receivedDate: '2026-11-02T04:30:00.000Z',
      stageOfficers: [
        {
          id: '70',
          officerId: '12',
          officerLevel: 'L1',
          officerName: 'Section Officer Nizamabad',
          officerRole: 'SECTION_OFFICER',
          action: 'IN_PROCESS',
          receivedDate: '2026-11-02T04:30:00.000Z',
          forwardedDate: null,
        },
      ],
    },
  ],
};

const server = setupMockServer(
  operation(OfficersApplicationDocument).answer(() => ({ officersApplication: APPLICATION })),
);

describe('ProposalFlowPanel', () => {
  it('reads in Telugu, the stage by its work and level, never LEVEL-1: no English left, no WCAG violation', async () => {
    await changeLanguage('te', { remember: false });
    renderAsOfficer(server, <ProposalFlowPanel applicationId="41" onClose={() => undefined} />, {
      route: '/post-verification',
      path: '/post-verification',
    });
    const drawer = await screen.findByRole('dialog', { name: 'ప్రతిపాదన ప్రవాహం' });
    const stage = `${stageNameLabel('LEVEL-1', 'te')} (${officerLevelLabel('L1', 'te')})`;
    expect(await within(drawer).findByText(stage)).toBeTruthy();
    await expectTeluguAndAccessible('the Proposal Flow drawer');
  });
});
