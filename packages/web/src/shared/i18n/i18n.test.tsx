import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { firstScreenEnglish, loadEnglish, loadTelugu } from '../../app/i18n-catalogue-loaders';
import { changeLanguage, initI18n, loadNamespaces } from './i18n';

// The console as it starts in a browser: only the sign-in screens' English at hand, the rest on demand.
const englishAsked = vi.fn(loadEnglish);
const teluguAsked = vi.fn(loadTelugu);

function InboxTitle() {
  const { t } = useTranslation('inbox');
  return <h1>{t('page.postVerification')}</h1>;
}

function renderInboxTitle() {
  render(<Suspense fallback={<p>waiting</p>}>{<InboxTitle />}</Suspense>);
}

describe('catalogues loaded on demand', () => {
  beforeAll(async () => {
    await initI18n({ english: firstScreenEnglish, loadEnglish: englishAsked, loadTelugu: teluguAsked }, 'en');
  });

  it('waits for a namespace the first screen does not carry, then shows its words, never the key', async () => {
    expect(englishAsked).not.toHaveBeenCalled();
    renderInboxTitle();
    expect((await screen.findByRole('heading')).textContent).toBe('Post Verification');
    expect(screen.queryByText('page.postVerification')).toBeNull();
    expect(englishAsked).toHaveBeenCalledWith('inbox');
    expect(teluguAsked).not.toHaveBeenCalled();
  });

  it('loads Telugu only when chosen, and switches without showing English or a key', async () => {
    renderInboxTitle();
    await screen.findByRole('heading', { name: 'Post Verification' });
    await act(() => changeLanguage('te', { remember: false }));
    expect(screen.getByRole('heading').textContent).toBe('అనంతర పరిశీలన');
    expect(teluguAsked).toHaveBeenCalledTimes(1);
    await act(() => changeLanguage('en', { remember: false }));
    expect(screen.getByRole('heading').textContent).toBe('Post Verification');
  });

  it('refuses a namespace that did not arrive, so the route shows its load error rather than keys', async () => {
    englishAsked.mockImplementationOnce(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    await expect(loadNamespaces(['map'])).rejects.toThrow('The words of map could not be loaded');
    await expect(loadNamespaces(['notes'])).resolves.toBeUndefined();
  });
});
