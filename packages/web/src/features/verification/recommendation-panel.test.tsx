import { REJECTION_REASONS } from '@anumati/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../testing/render-with-providers';
import { RecommendationPanel, type TRecommendationChoice } from './recommendation-panel';

const REASON = REJECTION_REASONS.SITE[0] ?? '';

function renderPanel() {
  const onSubmit = vi.fn<(choice: TRecommendationChoice) => void>();
  renderWithProviders(
    <RecommendationPanel
      options={['RECOMMENDED', 'NOT_RECOMMENDED']}
      initialRemark=""
      verificationType="SITE"
      suggestedNocDepartments={[]}
      gateMessage={null}
      isSubmitting={false}
      submitError={null}
      onSubmit={onSubmit}
      onBack={() => undefined}
    />,
  );
  return onSubmit;
}

async function pickReason(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('Reasons', { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: REASON, hidden: true }));
}

async function confirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'CONFIRM & SUBMIT' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, submit' }));
}

describe('Remarks & Recommendation panel', () => {
  it('sends no rejection reasons when the officer switched to an approval', async () => {
    const user = userEvent.setup();
    const onSubmit = renderPanel();
    await user.click(screen.getByRole('radio', { name: 'RECOMMEND FOR REJECTION' }));
    await pickReason(user);
    await user.click(screen.getByRole('radio', { name: 'RECOMMEND FOR APPROVAL' }));
    expect(screen.queryByLabelText('Reasons', { selector: 'input' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'Title clear, recommended for approval.');
    await confirm(user);
    expect(onSubmit).toHaveBeenCalledWith({
      status: 'RECOMMENDED',
      finalRemark: 'Title clear, recommended for approval.',
      nocDepartments: [],
    });
  });

  it('sends the reasons with a recommendation for rejection', async () => {
    const user = userEvent.setup();
    const onSubmit = renderPanel();
    await user.click(screen.getByRole('radio', { name: 'RECOMMEND FOR REJECTION' }));
    await pickReason(user);
    await confirm(user);
    const sent = onSubmit.mock.calls[0]?.[0];
    expect(sent?.status).toBe('NOT_RECOMMENDED');
    expect(JSON.parse(sent?.finalRemark ?? '""')).toBe(`Reasons: ${REASON}`);
  });

  describe('in Telugu', () => {
    afterEach(() => changeLanguage('en', { remember: false }));

    it('names its fields, buttons and confirmation in Telugu, and still sends the same recommendation', async () => {
      await changeLanguage('te', { remember: false });
      const user = userEvent.setup();
      const onSubmit = renderPanel();
      expect(screen.getByRole('region', { name: 'వ్యాఖ్యలు & సిఫార్సు' })).toBeTruthy();
      await user.click(screen.getByRole('radio', { name: 'ఆమోదానికి సిఫార్సు చేయండి' }));
      await user.type(screen.getByRole('textbox', { name: 'వ్యాఖ్యలు' }), 'స్థల పరిశీలన పూర్తయింది');
      await user.click(screen.getByRole('button', { name: 'నిర్ధారించి సమర్పించు' }));
      const dialog = await screen.findByRole('dialog', { name: 'సమర్పణను నిర్ధారించండి' });
      expect(within(dialog).getByRole('button', { name: 'రద్దు చేయి' })).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'అవును, సమర్పించు' }));
      const sent = onSubmit.mock.calls[0]?.[0];
      expect(sent?.status).toBe('RECOMMENDED');
      // Spec 3 §5: a remark with more than plain Latin letters is sent JSON-encoded.
      expect(JSON.parse(sent?.finalRemark ?? '""')).toBe('స్థల పరిశీలన పూర్తయింది');
    });
  });
});
