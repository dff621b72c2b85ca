import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { INFO_EMAIL, STORAGE_KEYS } from '@huella/shared/constants';
import type { LegalHolder } from '@huella/shared/schemas/site';
import { server } from '../testing/server';
import { renderRoutes } from '../testing/render';
import LegalPage from './legal';

const HOLDER: LegalHolder = {
  holder: 'Asociación Protectora Huella',
  nif: 'G87654321',
  address: 'Calle del Pez 7, 28004 Madrid',
  email: 'hola@protectora.example',
  registry: 'Registro de Asociaciones de la Comunidad de Madrid, número 12345',
};

beforeEach(() => {
  server.use(http.get('*/api/site/legal/', () => HttpResponse.json(HOLDER)));
});

const renderLegal = (entry = '/legal') =>
  renderRoutes([{ path: '/legal', element: <LegalPage /> }], { initialEntries: [entry] });

describe('legal page', () => {
  it('has three anchored sections listed in the table of contents', () => {
    renderLegal();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Aviso legal y privacidad' }),
    ).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Contenido de esta página' });
    const expected = [
      ['aviso-legal', 'Aviso legal'],
      ['privacidad', 'Política de privacidad'],
      ['cookies', 'Política de cookies'],
    ] as const;
    for (const [id, title] of expected) {
      const section = screen.getByRole('region', { name: title });
      expect(section).toHaveAttribute('id', id);
      expect(within(toc).getByRole('link', { name: title })).toHaveAttribute('href', `#${id}`);
    }
  });

  it('names the owner and the info mailbox, and explains the rights and how to exercise them', () => {
    renderLegal();
    const notice = screen.getByRole('region', { name: 'Aviso legal' });
    expect(within(notice).getByText(/El titular de esta web es Huella/)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: INFO_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${INFO_EMAIL}`,
    );

    const privacy = screen.getByRole('region', { name: 'Política de privacidad' });
    expect(
      within(privacy).getByText(
        /acceso, rectificación, supresión, limitación del tratamiento, portabilidad y oposición/,
      ),
    ).toBeInTheDocument();
    expect(within(privacy).getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(privacy).getByRole('link', { name: 'www.aepd.es' })).toHaveAttribute(
      'href',
      'https://www.aepd.es',
    );
  });

  it('lists exactly what the session keeps in the browser', () => {
    renderLegal('/legal#cookies');
    const cookies = screen.getByRole('region', { name: 'Política de cookies' });
    const table = within(cookies).getByRole('table');
    const keys = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(keys).toEqual(Object.values(STORAGE_KEYS));
    expect(
      within(cookies).getByText(/No usamos cookies de analítica ni de publicidad/),
    ).toBeInTheDocument();
  });

  it('shows the holder, NIF, address, e-mail and registry entry the server is configured with', async () => {
    renderLegal();
    const notice = screen.getByRole('region', { name: 'Aviso legal' });
    const term = async (name: string) =>
      (await within(notice).findByText(name, { selector: 'dt' })).nextElementSibling?.textContent;
    expect(await term('Titular')).toBe(HOLDER.holder);
    expect(await term('NIF')).toBe(HOLDER.nif);
    expect(await term('Domicilio social')).toBe(HOLDER.address);
    expect(await term('Correo electrónico')).toBe(HOLDER.email);
    expect(await term('Datos registrales')).toBe(HOLDER.registry);
    expect(within(notice).getByRole('link', { name: HOLDER.email })).toHaveAttribute(
      'href',
      `mailto:${HOLDER.email}`,
    );
  });

  it('says so, and offers to try again, when the holder’s details cannot be loaded', async () => {
    server.use(http.get('*/api/site/legal/', () => HttpResponse.error()));
    renderLegal();
    const notice = screen.getByRole('region', { name: 'Aviso legal' });
    expect(
      await within(notice).findByText('No hemos podido cargar los datos del titular.'),
    ).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
