import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { adoptionRequestsMessages } from '@huella/shared/messages/adoption-requests';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import { RequireSession } from '../app/guards';
import { server } from '../testing/server';
import { Landing, renderRoutes } from '../testing/render';
import { makeAnimal } from '../features/pets/test-fixtures';
import type { Animal } from '@huella/shared/schemas/pets';
import AdoptionRequestNew from './adoption-request-new';

const formText = adoptionRequestsScreensMessages.form;

/** The route's shape in app/router.tsx: protected like Mi cuenta. */
const routes = [
  {
    element: <RequireSession />,
    children: [{ path: '/adopciones/animal/:id/solicitar', element: <AdoptionRequestNew /> }],
  },
  { path: '/login', element: <Landing name="Pantalla de login" /> },
];

const mockAnimal = (animal: Animal) =>
  server.use(http.get('*/api/animals/:id', () => HttpResponse.json(animal)));

const renderPage = (session = true) =>
  renderRoutes(routes, { initialEntries: ['/adopciones/animal/3/solicitar'], session });

describe('/adopciones/animal/:id/solicitar', () => {
  it('sends a guest to sign in first', async () => {
    renderPage(false);
    expect(await screen.findByRole('heading', { name: 'Pantalla de login' })).toBeInTheDocument();
  });

  it('puts the animal’s name and photo above the form', async () => {
    mockAnimal(makeAnimal(3, { name: 'Luna' }));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: formText.title('Luna') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Luna' })).toHaveAttribute(
      'src',
      '/media/pets/key-3-800.webp',
    );
    expect(await screen.findByRole('group', { name: formText.home.legend })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: formText.submit })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: formText.backToAnimal })).toHaveAttribute(
      'href',
      '/adopciones/animal/3',
    );
  });

  it('says so, without a form, when the animal is no longer published', async () => {
    mockAnimal(makeAnimal(3, { name: 'Luna', state: 'adoptada' }));
    renderPage();
    expect(
      await screen.findByText(adoptionRequestsMessages.errors.petNotAvailable),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: formText.submit })).not.toBeInTheDocument();
  });
});
