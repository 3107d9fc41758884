import { DETAIL_MESSAGES_TE, type TMediaItem } from '@anumati/domain';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DocumentList } from './document-list';

const item = (id: number, name: string, original_name: string | null): TMediaItem => ({
  id,
  category: 'verification_document',
  name,
  original_name,
  s3FilePath: `uploads/3/2026-11/${name}`,
  download_url: `/api/v1/media/files/uploads/3/2026-11/${name}?expires=1&signature=x`,
  content_type: 'application/pdf',
  created_at: '2026-11-02T05:30:00.000Z',
});

describe('DocumentList', () => {
  afterEach(() => changeLanguage('en', { remember: false }));

  it('says there are no documents in the officer’s language', async () => {
    renderWithProviders(<DocumentList label="Uploaded Documents" documents={[]} />);
    expect(screen.getByText('No documents available for this application')).toBeTruthy();

    await act(() => changeLanguage('te', { remember: false }));

    expect(screen.getByText(DETAIL_MESSAGES_TE.noDocuments)).toBeTruthy();
  });

  it('names each document by the file the officer uploaded, older ones by their stored name', () => {
    renderWithProviders(
      <DocumentList
        label="Uploaded Documents"
        documents={[
          item(1, '0b7e5c1a-4d2f-4c55-9f0e-1a2b3c4d5e6f.pdf', 'స్థల పరిశీలన నివేదిక.pdf'),
          item(2, 'Registered sale deed.pdf', null),
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'స్థల పరిశీలన నివేదిక.pdf' }).getAttribute('href')).toContain(
      '0b7e5c1a-4d2f-4c55-9f0e-1a2b3c4d5e6f.pdf',
    );
    expect(screen.getByRole('link', { name: 'Registered sale deed.pdf' })).toBeTruthy();
    expect(screen.queryByText('0b7e5c1a-4d2f-4c55-9f0e-1a2b3c4d5e6f.pdf')).toBeNull();
  });
});
