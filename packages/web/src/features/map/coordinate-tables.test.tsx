import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { CoordinatesTable, OfficerCoordinatesEditor } from './coordinate-tables';
import { MapLegend } from './map-legend';

function EditorHarness({ initial }: { initial: string[] }) {
  const [rows, setRows] = useState(initial);
  return (
    <>
      <OfficerCoordinatesEditor rows={rows} onChange={setRows} />
      <output aria-label="rows">{rows.join(' | ')}</output>
    </>
  );
}

const rowsOut = () => screen.getByRole('status', { name: 'rows' }).textContent;

describe('the plot map’s coordinate tables (spec 2 §2.6)', () => {
  it('reads a polygon as comma-separated latitude,longitude pairs', () => {
    renderWithProviders(
      <CoordinatesTable
        title="Citizen Coordinates"
        points={[
          [17.44, 78.39],
          [17.4402, 78.3902],
        ]}
        emptyText="No citizen coordinates"
      />,
    );
    const table = screen.getByRole('table', { name: 'Citizen Coordinates' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['S.NoLatitude,Longitude', '117.44,78.39', '217.4402,78.3902']);
  });

  it('says so when there are no coordinates', () => {
    renderWithProviders(
      <CoordinatesTable title="Officer Coordinates" points={[]} emptyText="No officer coordinates" />,
    );
    expect(screen.getByText('No officer coordinates')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lets the officer edit, add and remove corners', () => {
    renderWithProviders(<EditorHarness initial={['17.44,78.39', '17.44,78.3902', '17.4402,78.3902']} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Officer point 2 (latitude,longitude)' }), {
      target: { value: '17.4401,78.3903' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove point 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Point' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Officer point 3 (latitude,longitude)' }), {
      target: { value: '17.4402,78.39' },
    });
    expect(rowsOut()).toBe('17.4401,78.3903 | 17.4402,78.3902 | 17.4402,78.39');
  });
});

describe('the legend (spec 2 §2.6)', () => {
  it('names each colour', () => {
    renderWithProviders(<MapLegend />);
    expect(
      within(screen.getByRole('list', { name: 'Legend' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['GHMC Water Bodies', 'Prohibited Areas', 'Citizen Area', 'HMDA Water Bodies', 'Officer Area']);
  });
});
