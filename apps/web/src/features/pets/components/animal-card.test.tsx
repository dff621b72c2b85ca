import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { compatibilityMessages } from '@huella/shared/messages/compatibility';
import type { Animal } from '@huella/shared/schemas/pets';
import { makeQuestionnaire, mockQuestionnaire } from '../../../testing/questionnaire-fixtures';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { makeAnimal, ME } from '../test-fixtures';
import { AnimalCard } from './animal-card';

const reasons = compatibilityMessages.reasons;
const { considerLabel, fitsLabel } = compatibilityMessages.badges;

/** Counts the questionnaire requests, answering with the test server's default (none filled). */
function countQuestionnaireRequests() {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/users/api/questionnaire/') seen.count += 1;
  });
  return seen;
}

const renderCards = (animals: Animal[], session: boolean) => {
  server.use(http.get('*/users/api/users/me/', () => HttpResponse.json(ME)));
  return renderRoutes(
    [
      {
        path: '/adopciones',
        element: (
          <ul>
            {animals.map((animal) => (
              <li key={animal.id}>
                <AnimalCard animal={animal} />
              </li>
            ))}
          </ul>
        ),
      },
    ],
    { initialEntries: ['/adopciones'], session },
  );
};

const card = (name: string) => screen.getByRole('link', { name }).closest('article')!;
const chips = (name: string) => within(card(name)).queryByRole('list');

describe('an animal card’s compatibility badges', () => {
  afterEach(() => server.events.removeAllListeners());

  it('says what to consider first, then why it fits, in words as well as colours', async () => {
    // A flat without garden, a cat at home, two children, a calm life, small or medium sizes.
    mockQuestionnaire(makeQuestionnaire());
    renderCards(
      [
        makeAnimal(1, {
          name: 'Rayo',
          needs_garden: true,
          good_with_cats: false,
          good_with_children: true,
          energy: 'media',
          size: null,
        }),
      ],
      true,
    );
    const list = await waitFor(() => {
      const found = chips('Rayo');
      expect(found).not.toBeNull();
      return found!;
    });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `${considerLabel}: ${reasons.gardenMissing}`,
      `${considerLabel}: ${reasons.catsAvoid}`,
      `${fitsLabel}: ${reasons.childrenFit}`,
    ]);
    // The prefix is for screen readers; the eye reads the icon and the words.
    expect(within(items[0]!).getByText(`${considerLabel}:`, { exact: false })).toHaveClass(
      'sr-only',
    );
  });

  it('shows three chips at most, the last "+N", and still reads out the folded ones', async () => {
    mockQuestionnaire(makeQuestionnaire());
    renderCards(
      [
        makeAnimal(2, {
          name: 'Trueno',
          needs_garden: true,
          good_with_cats: false,
          good_with_children: true,
          energy: 'alta',
          size: 'grande',
        }),
      ],
      true,
    );
    await screen.findByText(reasons.gardenMissing);
    const list = chips('Trueno')!;
    // Needs a garden, better without cats, too energetic for a 4-year-old and for a calm
    // life, not a size wanted, needs more room than a flat; good with children.
    const visible = Array.from(list.children).filter((item) => !item.classList.contains('sr-only'));
    expect(visible.map((item) => item.textContent)).toEqual([
      `${considerLabel}: ${reasons.gardenMissing}`,
      `${considerLabel}: ${reasons.catsAvoid}`,
      '+5',
    ]);
    expect(visible[2]).toHaveAttribute('aria-hidden', 'true');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `${considerLabel}: ${reasons.gardenMissing}`,
      `${considerLabel}: ${reasons.catsAvoid}`,
      `${considerLabel}: ${reasons.youngChildren}`,
      `${considerLabel}: ${reasons.tooActive}`,
      `${considerLabel}: ${reasons.sizeOther}`,
      `${considerLabel}: ${reasons.needsSpace}`,
      `${fitsLabel}: ${reasons.childrenFit}`,
    ]);
  });

  it('shows nothing for an animal whose traits the shelter has not given', async () => {
    mockQuestionnaire(makeQuestionnaire());
    renderCards(
      [
        makeAnimal(3, {
          name: 'Nube',
          size: null,
          good_with_children: null,
          good_with_cats: null,
        }),
        makeAnimal(4, { name: 'Sol', good_with_cats: true, size: 'pequeño' }),
      ],
      true,
    );
    expect(await screen.findByText(reasons.catsFit)).toBeInTheDocument();
    expect(chips('Nube')).toBeNull();
  });

  it('shows nothing without a questionnaire, and a guest’s cards ask for none', async () => {
    const requests = countQuestionnaireRequests();
    const { unmount } = renderCards([makeAnimal(5, { name: 'Lola', needs_garden: true })], false);
    expect(screen.getByRole('link', { name: 'Lola' })).toBeInTheDocument();
    expect(chips('Lola')).toBeNull();
    unmount();
    expect(requests.count).toBe(0);

    // Signed in, one request for every card, and a 404 is simply "not filled".
    renderCards(
      [
        makeAnimal(5, { name: 'Lola', needs_garden: true }),
        makeAnimal(6, { name: 'Kira', needs_garden: true }),
      ],
      true,
    );
    await waitFor(() => expect(requests.count).toBe(1));
    expect(chips('Lola')).toBeNull();
    expect(chips('Kira')).toBeNull();
  });
});
