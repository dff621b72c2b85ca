import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BarChart, CHART_COLOURS } from './index';

describe('charts', () => {
  it('say what they show in words and give the numbers as a table', async () => {
    render(
      <BarChart
        title="Adopciones por mes"
        summary="3 adopciones en 2 meses."
        labelHeader="Mes"
        data={[
          { label: 'oct 2026', values: { adoptions: 1 } },
          { label: 'nov 2026', values: { adoptions: 2 } },
        ]}
        series={[{ key: 'adoptions', name: 'Adopciones', colour: CHART_COLOURS[0] }]}
      />,
    );
    const figure = screen.getByRole('figure', { name: /Adopciones por mes/ });
    expect(within(figure).getByText('3 adopciones en 2 meses.')).toBeInTheDocument();
    await userEvent.click(within(figure).getByText('Ver los datos'));
    const table = within(figure).getByRole('table', { name: 'Adopciones por mes' });
    expect(within(table).getByRole('columnheader', { name: 'Adopciones' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'nov 2026 2' })).toBeInTheDocument();
  });
});
