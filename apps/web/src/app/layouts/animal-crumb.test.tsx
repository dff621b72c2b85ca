import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router';
import { server } from '../../testing/server';
import { Landing, renderRoutes } from '../../testing/render';
import { makeAnimal } from '../../features/pets/test-fixtures';
import AnimalDetail from '../../routes/animal-detail';
import { MainLayout } from './main-layout';

/** The animal's page (the real one) and the page below it, in the main layout. */
const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      {
        path: '/adopciones',
        handle: { crumb: 'adopciones' },
        children: [
          { index: true, element: <Landing name="Listado" /> },
          {
            path: 'animal/:id',
            handle: { crumb: 'animal' },
            children: [
              { index: true, element: <AnimalDetail /> },
              {
                path: 'solicitar',
                handle: { crumb: 'adoption_request' },
                element: <Landing name="Solicitud" />,
              },
            ],
          },
        ],
      },
    ],
  },
];

const TOBY = makeAnimal(7, {
  name: 'Toby',
  shelter: { ...makeAnimal(7).shelter, verified: false },
});

function mockApi() {
  let detailCalls = 0;
  server.use(
    http.get('*/api/animals/:id', () => {
      detailCalls += 1;
      return HttpResponse.json(TOBY);
    }),
    http.get('*/api/animals', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
  );
  return () => detailCalls;
}

const trail = () => within(screen.getByRole('navigation', { name: 'Ruta de navegación' }));
const crumbs = () =>
  trail()
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the animal’s crumb', () => {
  it('ends the trail with the animal’s name once its page has loaded it', async () => {
    mockApi();
    renderRoutes(routes, { initialEntries: ['/adopciones/animal/7'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Toby' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['Inicio', 'Adopciones', 'Toby']);
    expect(trail().getByText('Toby')).toHaveAttribute('aria-current', 'page');
  });

  it('names the animal at once when the list passed it', () => {
    mockApi();
    renderRoutes(routes, {
      initialEntries: [{ pathname: '/adopciones/animal/7', state: { animal: TOBY } }],
    });
    expect(crumbs()).toEqual(['Inicio', 'Adopciones', 'Toby']);
  });

  it('keeps the name on the page below the animal, without asking the API for it', async () => {
    const calls = mockApi();
    const { router } = renderRoutes(routes, { initialEntries: ['/adopciones/animal/7'] });
    await screen.findByRole('heading', { level: 1, name: 'Toby' });
    await router.navigate('/adopciones/animal/7/solicitar');
    expect(await screen.findByRole('heading', { name: 'Solicitud' })).toBeInTheDocument();
    expect(crumbs()).toEqual(['Inicio', 'Adopciones', 'Toby', 'Solicitar adopción']);
    expect(trail().getByRole('link', { name: 'Toby' })).toHaveAttribute(
      'href',
      '/adopciones/animal/7',
    );
    expect(calls()).toBe(1);
  });
});
