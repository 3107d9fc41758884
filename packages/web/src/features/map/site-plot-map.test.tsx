import type { TPlotView } from '@anumati/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerRestGet, setupMockServer } from '../../testing/mock-server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SitePlotMap } from './site-plot-map';

const PLOT = {
  geo_coordinates: [
    [17.44, 78.39],
    [17.44, 78.391],
    [17.441, 78.391],
    [17.441, 78.39],
    [17.44, 78.39],
  ],
  latest_geo_coordinates: { officer_geo_coordinates: null },
} as unknown as TPlotView;

setupMockServer(
  answerRestGet('/api/v1/map_layers', () => ({ tile_url: null, tile_attribution: '', default_zoom: 17, layers: [] })),
);

describe('the plot map on the phone (issue 53 §5)', () => {
  it('draws the plot, a pin and the phone with its accuracy circle, with no layers control', async () => {
    renderWithProviders(
      <SitePlotMap
        plot={PLOT}
        markers={[{ id: 'p1', position: [17.4402, 78.3902], label: 'front.jpg', isFlagged: false }]}
        device={{ position: [17.4403, 78.3904], accuracyMetres: 15, label: 'This phone' }}
        hasBackground={false}
        height="300px"
      />,
    );
    const region = await screen.findByRole('region', { name: 'Plot map' });
    await waitFor(() => expect(region.querySelectorAll('path.leaflet-interactive').length).toBe(4));
    expect(region.querySelector('.leaflet-control-layers')).toBeNull();
    expect(region.querySelector('.leaflet-tile-pane img')).toBeNull();
  });
});
