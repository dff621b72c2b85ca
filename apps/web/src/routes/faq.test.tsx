import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../testing/render';
import FaqPage from './faq';

const renderFaq = () =>
  renderRoutes([{ path: '/faq', element: <FaqPage /> }], { initialEntries: ['/faq'] });

const question = (name: string) => screen.getByRole('button', { name });

describe('FAQ page', () => {
  it('is titled "Preguntas frecuentes" and has at least ten questions, all closed', () => {
    renderFaq();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' }),
    ).toBeInTheDocument();
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions.length).toBeGreaterThanOrEqual(10);
    for (const button of questions)
      expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeVisible();
  });

  it('opens and closes an answer with the keyboard', async () => {
    const { user } = renderFaq();
    const cost = question('¿Cuánto cuesta adoptar a través de Huella?');
    const answer = document.getElementById(cost.getAttribute('aria-controls')!)!;
    expect(answer).not.toBeVisible();

    cost.focus();
    await user.keyboard('{Enter}');
    expect(cost).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: '¿Cuánto cuesta adoptar a través de Huella?' })).toBe(
      answer,
    );
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('Adoptar a través de Huella es gratis');

    await user.keyboard(' ');
    expect(cost).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('moves between questions with the arrow keys, Home and End', async () => {
    const { user } = renderFaq();
    const first = question('¿Cuánto cuesta adoptar a través de Huella?');
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(question('¿Qué requisitos tengo que cumplir para adoptar?')).toHaveFocus();
    await user.keyboard('{End}');
    expect(question('¿Puedo adoptar un animal que está en otra ciudad?')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}{Home}');
    expect(first).toHaveFocus();
  });

  it('answers about Ley 7/2023 and links to the contact form', async () => {
    const { user } = renderFaq();
    await user.click(question('¿Qué dice la Ley 7/2023 sobre el microchip y la esterilización?'));
    expect(screen.getByText(/identificar con microchip a perros, gatos y hurones/)).toBeVisible();
    await user.click(question('¿Cómo puedo contactar con Huella?'));
    expect(screen.getByRole('link', { name: 'Ir al formulario de contacto' })).toHaveAttribute(
      'href',
      '/contacto',
    );
  });
});
