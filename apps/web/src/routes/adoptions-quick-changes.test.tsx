/**
 * /adopciones when filters change faster than the list renders. React Router
 * renders a navigation inside a transition, so a person may choose a second
 * filter while the page still shows the address before the first. Each test
 * makes its changes inside one `act`, which holds every render until it ends:
 * the router writes each address, the page shows none of them in between.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../testing/server';
import { renderRoutes } from '../testing/render';
import { makeAnimal } from '../features/pets/test-fixtures';
import Adoptions from './adoptions';

const routes = [{ path: '/adopciones', element: <Adoptions /> }];

function renderCatalogue() {
  server.use(
    http.get('*/api/animals', () =>
      HttpResponse.json([makeAnimal(1)], { headers: { 'X-Total-Count': '1' } }),
    ),
  );
  const rendered = renderRoutes(routes, { initialEntries: ['/adopciones'] });
  const address = () =>
    Object.fromEntries(new URLSearchParams(rendered.router.state.location.search));
  return { ...rendered, address };
}

/** Lets the router finish the navigation a change started (it writes the address a moment later). */
const routerTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('adoptions page: filters chosen before the list has caught up', () => {
  it('keeps a place, a category and a sex chosen one after another before any rendered', async () => {
    const { address } = renderCatalogue();
    await screen.findAllByRole('article');

    await act(async () => {
      choose('Ubicación', 'valencia');
      await routerTurn();
      // Written, not yet shown: what the next change must build on.
      expect(address()).toEqual({ ciudad: 'valencia' });
      expect(screen.getByLabelText('Ubicación')).toHaveValue('');
      choose('Categoría', 'gato');
      await routerTurn();
      choose('Sexo', 'hembra');
    });

    await waitFor(() =>
      expect(address()).toEqual({ ciudad: 'valencia', categoria: 'gato', sexo: 'hembra' }),
    );
    expect(screen.getByLabelText('Ubicación')).toHaveValue('valencia');
    expect(screen.getByLabelText('Categoría')).toHaveValue('gato');
    expect(screen.getByLabelText('Sexo')).toHaveValue('hembra');
  });

  it('keeps a sort chosen right after a filter', async () => {
    const { address } = renderCatalogue();
    await screen.findAllByRole('article');

    await act(async () => {
      choose('Categoría', 'perro');
      await routerTurn();
      choose('Ordenar por', 'name');
    });

    await waitFor(() => expect(address()).toEqual({ categoria: 'perro', orden: 'nombre' }));
    expect(screen.getByLabelText('Ordenar por')).toHaveValue('name');
  });

  it('builds on the address the back button shows, not on a change it left behind', async () => {
    const { address, router } = renderCatalogue();
    await screen.findAllByRole('article');
    choose('Ubicación', 'sevilla');
    await waitFor(() => expect(screen.getByLabelText('Ubicación')).toHaveValue('sevilla'));

    // A category, then back before the list showed it: back to Sevilla alone.
    await act(async () => {
      choose('Categoría', 'gato');
      await routerTurn();
      await router.navigate(-1);
    });
    expect(address()).toEqual({ ciudad: 'sevilla' });
    expect(screen.getByLabelText('Categoría')).toHaveValue('');

    choose('Sexo', 'macho');
    await waitFor(() => expect(address()).toEqual({ ciudad: 'sevilla', sexo: 'macho' }));
    expect(screen.getByLabelText('Categoría')).toHaveValue('');
  });

  it('builds on an address reached by a link, not on a change it replaced', async () => {
    const { address, router } = renderCatalogue();
    await screen.findAllByRole('article');

    await act(async () => {
      choose('Ubicación', 'madrid');
      await routerTurn();
      await router.navigate('/adopciones?categoria=perro');
    });
    await waitFor(() => expect(screen.getByLabelText('Categoría')).toHaveValue('perro'));
    expect(screen.getByLabelText('Ubicación')).toHaveValue('');

    choose('Sexo', 'hembra');
    await waitFor(() => expect(address()).toEqual({ categoria: 'perro', sexo: 'hembra' }));
  });
});
