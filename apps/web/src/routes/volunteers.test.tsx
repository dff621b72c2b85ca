import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { INFO_EMAIL } from '@huella/shared/constants';
import { renderRoutes } from '../testing/render';
import VolunteersPage from './volunteers';

const ROLES = [
  'Atención al cliente / Administración',
  'Marketing y Comunicación',
  'Community Manager',
  'Copywriter',
  'Desarrollador Web (WordPress)',
  'Programador',
];

const renderVolunteers = () =>
  renderRoutes([{ path: '/voluntarios', element: <VolunteersPage /> }], {
    initialEntries: ['/voluntarios'],
  });

describe('volunteers page', () => {
  it('has the exact heading as its only h1', () => {
    renderVolunteers();
    const [h1, ...others] = screen.getAllByRole('heading', { level: 1 });
    expect(others).toHaveLength(0);
    expect(h1).toHaveTextContent(/^Buscamos Talento que Quiera Marcar la Diferencia\.$/);
  });

  it('shows the six roles, each with a description and exactly three tasks', () => {
    renderVolunteers();
    const cards = screen.getAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(ROLES);
    for (const title of ROLES) {
      const card = screen.getByRole('article', { name: title });
      const tasks = within(card).getByRole('list', { name: 'Tareas' });
      expect(within(tasks).getAllByRole('listitem')).toHaveLength(3);
      expect(card.querySelector('h3 + p')?.textContent?.length).toBeGreaterThan(40);
    }
  });

  it('ends with an invitation to write to the info mailbox', () => {
    renderVolunteers();
    const apply = screen.getByRole('region', { name: '¿Te unes al equipo?' });
    const mailbox = within(apply).getByRole('link', { name: INFO_EMAIL });
    expect(mailbox.getAttribute('href')).toMatch(new RegExp(`^mailto:${INFO_EMAIL}\\?subject=`));
    expect(within(apply).getByRole('link', { name: /Escribir a Huella/ })).toHaveAttribute(
      'href',
      mailbox.getAttribute('href'),
    );
  });
});
