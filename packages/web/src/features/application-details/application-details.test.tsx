import {
  sidePanelSections,
  sidePanelTitle,
  SIDE_PANEL_TITLES,
  type TApplicationView,
  type TCertificates,
  type TCitizenDocuments,
} from '@anumati/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldRecordsDocument, MeDocument } from '../../shared/graphql/generated/graphql';
import { changeLanguage } from '../../shared/i18n/i18n';
import type { TMe } from '../../shared/officer/me.query';
import { expectTeluguAndAccessible } from '../../testing/expect-telugu-screen';
import { answerRestGet, operation, setupMockServer } from '../../testing/mock-server';
import { TEST_OFFICER } from '../../testing/render-as-officer';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ApplicationDetailsPage } from './application-details-page';
import { ApplicationSidePanel } from './application-side-panel';

const side = { facing: 'East', road_width: 9, open_land: 'No', plot_width: 12, others: null, existing_building: 'Yes' };

const VIEW: TApplicationView = {
  app_data: {
    id: 7,
    application_identifier: 'GHMC/SC/2026/000007',
    application_type: 'SELF CERTIFICATION',
    approval_for: 'BUILDING',
    status: 'VERIFICATION_UNDER_PROGRESS',
    applied_on: '2026-10-01T05:00:00.000Z',
    created_at: '2026-10-01T05:00:00.000Z',
    ulb_name: 'GHMC',
    district: 'Hyderabad',
    authority: 'GHMC',
    additional: false,
    revision: false,
    additional_type: null,
    parent_application_details: null,
  },
  applicant: {
    applicant_type: 'INDIVIDUAL',
    applicant_name: 'Lakshmi Reddy',
    relationship_type: 'W/o',
    relationship_name: 'Ravi Reddy',
    aadhaar_number: 'XXXX XXXX 1234',
    mobile: null,
    email: null,
    contact_address: 'Madhapur',
    policy_no: null,
    policy_start_date: null,
    policy_valid_date: null,
  },
  plot: {
    id: 12,
    plot_address: 'Plot 12, Madhapur',
    village: 'Madhapur',
    mandal: 'Serilingampally',
    survey_number: '45',
    geo_coordinates: [[17.44, 78.39]],
    latest_geo_coordinates: { officer_geo_coordinates: null },
    plot_area_as_per_document: 180,
    plot_area_as_per_document_display: '180.00 Sq.m (215.280 Sq.yd)',
    plot_area_as_per_ground: 180,
    plot_area_as_per_ground_display: '180.00 Sq.m (215.280 Sq.yd)',
    actual_plot_area: 180,
    net_plot_area_by_citizen: 180,
    market_value: 30_000,
    application_type: 'SC',
    approval_for: 'BUILDING',
    plot_answers: [],
    documents: [],
    front: side,
    rear: side,
    side1: side,
    side2: side,
  },
  building: null,
  layout_details: null,
  vicinity: [],
  application_type: 'SC',
  show_cause_replied: true,
  show_cause_remarks: 'Rear setback short by 0.5 m',
  application_status: 'VERIFICATION_UNDER_PROGRESS',
  engineers: { data: [] },
  self_declaration: [],
  signed_copy_medias: [],
  media: { data: [] },
  correction_assignees: [],
  correction_details: null,
};

const server = setupMockServer();

/** The officer signed in, as `me` answers: a GHMC officer at this permission level. */
const answerMe = (permissionLevel: TMe['permissionLevel']) =>
  operation(MeDocument).answer(() => ({
    me: {
      ...TEST_OFFICER,
      id: '1',
      firstName: 'A',
      lastName: 'B',
      ulbName: 'GHMC',
      district: null,
      authority: 'GHMC',
      permissionLevel,
      role: { id: '1', name: 'x' },
    },
  }));

/** A REST read refused with the server's message and status, in the spec's envelope. */
const refuse = (path: string, message: string, status: number) =>
  http.get(path, () => HttpResponse.json({ success: false, message }, { status }));

/**
 * The server as these screens see it: `me` and the file's field records (no photos, no site visit) over GraphQL,
 * the REST reads (the view as given, which a test may break; no documents, no certificates), and fee_details not
 * there yet unless given.
 */
function answerServer(options: { permissionLevel: TMe['permissionLevel']; view: unknown; feeDetails?: unknown }) {
  server.use(
    answerMe(options.permissionLevel),
    operation(FieldRecordsDocument).answer(() => ({ fieldPhotos: [], siteVisits: [], fieldPhotoMaxDistance: 200 })),
    answerRestGet('/api/v1/applications/:id/view', () => options.view),
    options.feeDetails
      ? answerRestGet('/api/fee_details/:id', () => options.feeDetails)
      : refuse('/api/fee_details/:id', 'Not found', 404),
    answerRestGet('/api/v1/applications/:id/citizen_uploaded_documents', (): TCitizenDocuments => ({
      media: { data: [] },
    })),
    answerRestGet('/api/v1/applications/:id/certificates', (): TCertificates => ({
      certificates: {},
      signed_copy_medias: [],
    })),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

function renderPage(state?: unknown) {
  return renderWithProviders(
    <Routes>
      <Route path="/post-verification" element={<p>Inbox</p>} />
      <Route path="/application-details/:id" element={<ApplicationDetailsPage kind="DEFAULT" />} />
    </Routes>,
    { path: '/application-details/7', state },
  );
}

describe('the detail screen', () => {
  it('shows the sections of spec 2 §2.2 and, to a commissioner, Fee Adjustment Details with its empty text', async () => {
    answerServer({ permissionLevel: 'COMMISSIONER', view: VIEW });
    // Spec 2 §7: a fee failure is logged only.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage();
    expect(await screen.findByText('GHMC/SC/2026/000007', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Building Details' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Engineer Details' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Fee Adjustment Details' }));
    expect(await screen.findByText('No fee adjustment details for this application')).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Building Details' }));
    expect(await screen.findByText('Building Info Not found')).toBeTruthy();
    expect(screen.queryByText('Mobile Number')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Minimize' })).toBeNull();
  });

  it('shows an occupancy file’s existing building proceeding and constructed area (spec 2 §3.5)', async () => {
    const appData = {
      ...VIEW.app_data,
      existing_building_proceeding: { date: '2024-03-18', file_number: 'BP/2024/118' },
      constructed_built_up_area_sqmtrs: 1480,
    };
    answerServer({ permissionLevel: 'COMMISSIONER', view: { ...VIEW, app_data: appData } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage();
    expect(await screen.findByText('BP/2024/118')).toBeTruthy();
    expect(screen.getByText('Existing Building Proceeding Date')).toBeTruthy();
    expect(screen.getByText('18-03-2024')).toBeTruthy();
    expect(screen.getByText(/^1480\.00 Sq\.m/)).toBeTruthy();
  });

  it('Fee Adjustment Details: captioned tables with totals in rupees, the adjusted one only when it differs', async () => {
    const line = (name: string, amount: number, newAmount = amount) => ({
      cost_head_name: name,
      amount,
      newAmount,
      remarks: newAmount === amount ? '' : 'Re-measured',
      type: 'adjusted-fee',
    });
    const calculated = [line('Building Permit Fee', 125000), line('Betterment Charges', 1500.5)];
    const feeDetails = {
      status: 'FEE_ADJUSTMENTS',
      calculated_fee_breakup: calculated,
      updated_fee_breakup: calculated,
    };
    answerServer({ permissionLevel: 'COMMISSIONER', view: VIEW, feeDetails });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Fee Adjustment Details' }));
    const table = await screen.findByRole('table', { name: 'Calculated fee' });
    expect(table.textContent).toContain('₹ 1,25,000.00');
    expect(table.textContent).toContain('Total₹ 1,26,500.50₹ 1,26,500.50');
    expect(screen.queryByRole('table', { name: 'Adjusted fee' })).toBeNull();
  });

  it('hides Fee Adjustment Details from site verification', async () => {
    answerServer({ permissionLevel: 'SITE_VERIFICATION', view: VIEW });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Certificates' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Fee Adjustment Details' })).toBeNull();
  });

  it('shows a section that cannot render as failed in its place; the other sections stay readable', async () => {
    // The plot's sides missing: Plot Details throws while rendering.
    const broken = { ...VIEW, plot: { ...VIEW.plot, front: undefined } };
    answerServer({ permissionLevel: 'COMMISSIONER', view: broken });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage();
    const plot = await screen.findByRole('region', { name: 'Plot Details' });
    expect(within(plot).getByRole('alert').textContent).toBe(
      'This section could not be shown. The other sections are not affected.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Application Details' })).getByText('GHMC/SC/2026/000007'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Showcause Documents' }));
    expect(await screen.findByText('Rear setback short by 0.5 m')).toBeTruthy();
  });

  it('leads from an index to each section, opened, with the focus on it; links to the review page', async () => {
    answerServer({ permissionLevel: 'COMMISSIONER', view: VIEW });
    renderPage();
    const index = await screen.findByRole('navigation', { name: 'Sections of this application' });
    expect(screen.queryByRole('region', { name: 'Showcause Documents' })).toBeNull();
    await userEvent.click(within(index).getByRole('link', { name: 'Showcause Documents' }));
    const showCause = await screen.findByRole('region', { name: 'Showcause Documents' });
    expect(within(showCause).getByRole('row', { name: /Show cause remarks/ }).textContent).toContain(
      'Rear setback short by 0.5 m',
    );
    expect(within(showCause).getByRole('row', { name: /Show cause replied/ }).textContent).toContain('Yes');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Showcause Documents' }));
    expect(screen.getByRole('link', { name: 'Review page' }).getAttribute('href')).toBe('/review/7');
  });

  it('offers Minimize when opened from a verification page', async () => {
    answerServer({ permissionLevel: 'COMMISSIONER', view: VIEW });
    renderPage({ origin: 'verification' });
    expect(await screen.findByRole('button', { name: 'Minimize' })).toBeTruthy();
  });
});

describe('the side panel', () => {
  it('links to the full screen, and reads "Something went wrong!" when a part cannot render', async () => {
    const broken = { ...VIEW, app_data: { ...VIEW.app_data, approval_for: undefined }, applicant: undefined };
    answerServer({ permissionLevel: 'COMMISSIONER', view: broken });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<ApplicationSidePanel applicationId="7" kind="DEFAULT" />);
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Expand' }).getAttribute('href')).toBe('/application-details/7');
  });

  it('shows the summary sections of spec 2 §2.5', async () => {
    answerServer({ permissionLevel: 'COMMISSIONER', view: VIEW });
    renderWithProviders(<ApplicationSidePanel applicationId="7" kind="DEFAULT" />);
    expect(await screen.findByRole('heading', { name: 'Self Certification' })).toBeTruthy();
    expect(screen.getByText('Single Window Not found')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Insurance Policy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Certificates' })).toBeTruthy();
    // Spec 2 §2.5: Plot Details with View Map (the map itself loads when it is opened).
    expect(screen.getByRole('button', { name: 'View Map' })).toBeTruthy();
  });

  it('reads in Telugu when the officer chooses it, rupees in Indian digits', async () => {
    await changeLanguage('te', { remember: false });
    try {
      answerServer({ permissionLevel: 'COMMISSIONER', view: VIEW });
      renderWithProviders(<ApplicationSidePanel applicationId="7" kind="DEFAULT" />);
      const plot = await screen.findByRole('table', { name: 'ప్లాట్ వివరాలు' });
      expect(plot.textContent).toContain('మార్కెట్ విలువ (ఒక Sq.yd కు)₹ 30,000');
      expect(screen.getByRole('link', { name: 'విస్తరించు' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'మ్యాప్ చూడండి' })).toBeTruthy();
    } finally {
      await changeLanguage('en', { remember: false });
    }
  });

  it('titles every section in Telugu, and shows the platform’s English questions with a Telugu rendering (issue 55)', async () => {
    await changeLanguage('te', { remember: false });
    try {
      const railway = 'Is the site within 30 m of: Railway boundary?';
      const statement = 'The plot is not part of a bigger plot sub-divided without approval.';
      answerServer({
        permissionLevel: 'COMMISSIONER',
        view: { ...VIEW, vicinity: [{ question: railway, answer: 'No' }], self_declaration: [statement] },
      });
      renderWithProviders(<ApplicationSidePanel applicationId="7" kind="DEFAULT" />);
      await screen.findByRole('table', { name: 'ప్లాట్ వివరాలు' });
      const panel = screen.getByRole('complementary');
      for (const section of sidePanelSections({ kind: 'DEFAULT', approvalFor: 'BUILDING' })) {
        const title = sidePanelTitle(section, 'te');
        expect(within(panel).getAllByText(title).length, section).toBeGreaterThan(0);
        expect(within(panel).queryByText(SIDE_PANEL_TITLES[section]), section).toBeNull();
      }
      expect(within(panel).getByText('రైల్వే సరిహద్దు: స్థలం 30 మీ. లోపు ఉన్నదా?')).toBeTruthy();
      expect(within(panel).getByText(railway).getAttribute('lang')).toBe('en');
      expect(within(panel).getByText('ప్లాట్ అనుమతి లేకుండా ఉప విభజన చేసిన పెద్ద ప్లాట్‌లో భాగం కాదు.')).toBeTruthy();
      expect(within(panel).getByText(statement).getAttribute('lang')).toBe('en');
      // The citizen's answer reads in the officer's language where it is a yes or no.
      expect(within(panel).getByText(railway).closest('tr')?.textContent).toContain('కాదు');
    } finally {
      await changeLanguage('en', { remember: false });
    }
  });

  it('marks a platform question without a rendering as English, shown as sent', async () => {
    await changeLanguage('te', { remember: false });
    try {
      const question = 'Is there a temple within 100 m?';
      answerServer({ permissionLevel: 'COMMISSIONER', view: { ...VIEW, vicinity: [{ question, answer: 'Yes' }] } });
      renderWithProviders(<ApplicationSidePanel applicationId="7" kind="DEFAULT" />);
      expect((await screen.findByText(question)).getAttribute('lang')).toBe('en');
    } finally {
      await changeLanguage('en', { remember: false });
    }
  });
});

/** Issue 56 §1: the languages check of the states a browser needs nothing more to show. */
describe('in Telugu: no English left, no WCAG violation', () => {
  it('the side panel with its folded sections open (issue 55 §2)', async () => {
    await changeLanguage('te', { remember: false });
    const user = userEvent.setup();
    answerServer({ permissionLevel: 'COMMISSIONER', view: VIEW });
    renderWithProviders(<ApplicationSidePanel applicationId="7" kind="DEFAULT" />);
    await screen.findByRole('table', { name: 'ప్లాట్ వివరాలు' });
    for (const section of ['BUILDING', 'CERTIFICATES'] as const) {
      const fold = screen.getByRole('button', { name: sidePanelTitle(section, 'te') });
      await user.click(fold);
      expect(fold.getAttribute('aria-expanded')).toBe('true');
    }
    await expectTeluguAndAccessible('the side panel, every section open');
  });

  it('the details of a file that does not exist', async () => {
    await changeLanguage('te', { remember: false });
    server.use(
      operation(MeDocument).answer(() => ({ me: { ...TEST_OFFICER, permissionLevel: 'COMMISSIONER' } })),
      // Everything asked about the file: its field records over GraphQL, every REST read.
      operation(FieldRecordsDocument).fail({ message: 'Application not found', code: 'NOT_FOUND' }),
      refuse('/api/*', 'Application not found', 404),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toBeTruthy();
    await expectTeluguAndAccessible('the details of a file that does not exist');
  });
});
