import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { INFO_EMAIL, STORAGE_KEYS } from '@huella/shared/constants';
import { renderRoutes } from '../testing/render';
import LegalPage from './legal';

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
});
