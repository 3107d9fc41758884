import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerRestGet, setupMockServer } from '../../testing/mock-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { DocumentLink } from './document-link';

const server = setupMockServer();

/** GET /api/v1/media/{id} as the server answers it, with or without the officer's file name. */
function answerDocument(originalName: string | null) {
  server.use(
    answerRestGet('/api/v1/media/:id', ({ id }) => ({
      media: {
        id: Number(id),
        name: '0b7e5c1a-4d2f-4c55-9f0e-1a2b3c4d5e6f.pdf',
        original_name: originalName,
        download_url: '/api/v1/media/files/uploads/3/x.pdf?expires=1&signature=x',
      },
    })),
  );
}

describe('DocumentLink', () => {
  it('shows the name of the file the officer uploaded beside the link', async () => {
    answerDocument('స్థల పరిశీలన నివేదిక.pdf');
    renderWithProviders(<DocumentLink mediaId="5" label="View document" />);
    expect(await screen.findByText('(స్థల పరిశీలన నివేదిక.pdf)')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'View document' });
    expect(link.getAttribute('href')).toContain('/api/v1/media/files/');
    expect(link.getAttribute('title')).toBe('స్థల పరిశీలన నివేదిక.pdf');
  });

  it('falls back to the stored name for a document from before names were kept', async () => {
    answerDocument(null);
    renderWithProviders(<DocumentLink mediaId="5" />);
    expect(await screen.findByText('(0b7e5c1a-4d2f-4c55-9f0e-1a2b3c4d5e6f.pdf)')).toBeTruthy();
  });
});
