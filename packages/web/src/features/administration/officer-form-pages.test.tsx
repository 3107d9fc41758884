import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminChoicesDocument, CreateOfficerDocument } from '../../shared/graphql/generated/graphql';
import { changeLanguage } from '../../shared/i18n/i18n';
import { operation, setupMockServer } from '../../testing/mock-server';
import { renderAsOfficer } from '../../testing/render-as-officer';
import { ADMIN_GHMC, CHOICES } from './administration.fixture';
import { NewOfficerPage } from './officer-form-pages';

const create = operation(CreateOfficerDocument);
const server = setupMockServer(
  operation(AdminChoicesDocument).answer(() => CHOICES),
  create.answer(({ input }) => ({ createOfficer: { id: '501', username: input.username } })),
);

describe('a new officer (issue 52 §2)', () => {
  it('checks the fields by the domain’s rules, asks for no password, and opens the new officer’s page', async () => {
    const user = userEvent.setup();
    renderAsOfficer(server, <NewOfficerPage />, {
      route: '/administration/officers/new',
      path: '/administration/officers/new',
      officer: ADMIN_GHMC,
      otherRoutes: { '/administration/officers/:id': <p>Officer page</p> },
    });
    await screen.findByRole('option', { name: 'Site Inspector' });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'Bad Name');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Create officer' }));
    expect(
      await screen.findByText('Username: 3 to 50 lower-case letters, digits, dots, hyphens or underscores'),
    ).toBeTruthy();
    expect(screen.getByText('Mobile number: 10 digits starting with 6, 7, 8 or 9')).toBeTruthy();
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Choose the role')).toBeTruthy();
    expect(document.querySelector('input[type="password"]')).toBeNull();
    expect(screen.getByText(/The officer gets an SMS code on this mobile number/)).toBeTruthy();
    expect(create.sentVariables()).toEqual([]);

    const username = screen.getByRole('textbox', { name: 'Username' });
    await user.clear(username);
    await user.type(username, 'site.ghmc.2');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ravi');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Kumar');
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.clear(mobile);
    await user.type(mobile, '9876543210');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Site Inspector');
    await user.click(screen.getByRole('button', { name: 'Create officer' }));
    expect(await screen.findByText('This role works in a ULB: choose it')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'ULB / jurisdiction' }), 'GHMC (Hyderabad)');
    await user.click(screen.getByRole('button', { name: 'Create officer' }));
    expect(await screen.findByText('Officer page')).toBeTruthy();
    expect(create.sentVariables()).toEqual([
      {
        input: {
          username: 'site.ghmc.2',
          firstName: 'Ravi',
          lastName: 'Kumar',
          mobile: '9876543210',
          email: null,
          role: 'Site Inspector',
          ulbId: '1',
          lineDepartment: null,
        },
      },
    ]);
  });
});

describe('a new officer in Telugu', () => {
  it('says the domain’s field checks in Telugu', async () => {
    const user = userEvent.setup();
    await changeLanguage('te', { remember: false });
    renderAsOfficer(server, <NewOfficerPage />, {
      route: '/administration/officers/new',
      path: '/administration/officers/new',
      officer: ADMIN_GHMC,
    });
    await user.type(await screen.findByRole('textbox', { name: 'వినియోగదారు పేరు' }), 'Bad Name');
    await user.type(screen.getByRole('textbox', { name: 'మొబైల్ నంబర్' }), '12345');
    await user.type(screen.getByRole('textbox', { name: 'ఇమెయిల్' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'అధికారిని సృష్టించండి' }));
    expect(
      await screen.findByText('వినియోగదారు పేరు: 3 నుండి 50 వరకు చిన్న ఆంగ్ల అక్షరాలు, అంకెలు, చుక్కలు, హైఫన్లు లేదా అండర్‌స్కోర్లు ఉండాలి'),
    ).toBeTruthy();
    expect(screen.getByText('మొబైల్ నంబర్: 6, 7, 8 లేదా 9 తో మొదలయ్యే 10 అంకెలు ఉండాలి')).toBeTruthy();
    expect(screen.getByText('మొదటి పేరు తప్పనిసరి')).toBeTruthy();
    expect(screen.getByText('ఇమెయిల్ చిరునామా చెల్లదు')).toBeTruthy();
    expect(create.sentVariables()).toEqual([]);
  });
});
