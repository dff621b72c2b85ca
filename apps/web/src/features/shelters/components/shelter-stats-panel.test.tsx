import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shelterApplicationsScreensMessages } from '@huella/shared/messages/shelter-applications-screens';
import { statsFixture } from '../../shelter-applications/test-fixtures';
import { ShelterStatsView, overTimeSummary } from './shelter-stats-panel';

const text = shelterApplicationsScreensMessages.stats;

describe('a shelter’s figures', () => {
  it('says each chart in words and gives its numbers as a table', async () => {
    const stats = statsFixture();
    render(<ShelterStatsView stats={stats} />);
    const totals = screen.getAllByRole('definition').map((figure) => figure.textContent);
    expect(totals).toEqual(['230', '14', '6', '1']);
    expect(screen.getByText(text.totals.adoptions).nextElementSibling).toHaveTextContent('1');

    const overTime = screen.getByRole('figure', { name: text.overTime });
    // The busiest day (40 visits) is named in the sentence.
    expect(overTimeSummary(stats)).toMatch(/con 40 visitas/);
    expect(overTime).toHaveAccessibleDescription(overTimeSummary(stats));
    await userEvent.click(within(overTime).getByText('Ver los datos'));
    const table = within(overTime).getByRole('table', { name: text.overTime });
    // 90 days, a row each, under a header row.
    expect(within(table).getAllByRole('row')).toHaveLength(91);
  });

  it('says so when the shelter has not published any animal yet', () => {
    render(
      <ShelterStatsView
        stats={statsFixture({
          animals: [],
          totals: { views: 0, favourites: 0, requests: 0, adoptions: 0 },
        })}
      />,
    );
    expect(screen.getByText(text.noAnimals)).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: text.topAnimals })).not.toBeInTheDocument();
  });
});
