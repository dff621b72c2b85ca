/**
 * Every form that collects personal data says what for, and links to the
 * privacy policy (RGPD art. 13): register, contact, password reset and the
 * footer's newsletter.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { legalMessages } from '@huella/shared/messages/legal';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form';
import { renderRoutes } from '../testing/render';
import Contact from './contact';
import PasswordResetRequestRoute from './password-reset-request';
import RegisterRoute from './register';

const { purposes } = legalMessages.privacy;

const cases = [
  { name: 'register', element: <RegisterRoute />, purpose: purposes.register },
  { name: 'contact', element: <Contact />, purpose: purposes.contact },
  {
    name: 'password reset request',
    element: <PasswordResetRequestRoute />,
    purpose: purposes.passwordReset,
  },
  { name: 'newsletter', element: <NewsletterForm />, purpose: purposes.newsletter },
];

describe('privacy line on the forms that collect personal data', () => {
  it.each(cases)(
    'the $name form says what for and links to the policy',
    async ({ element, purpose }) => {
      const { container } = renderRoutes([{ path: '/', element }]);
      const line = await screen.findByText((_content, node) =>
        Boolean(
          node?.tagName === 'SPAN' &&
          node.textContent?.startsWith(`Tratamos tus datos para ${purpose}.`),
        ),
      );
      // Inside the form it is about, after its fields.
      const form = container.querySelector('form');
      expect(form).not.toBeNull();
      expect(form).toContainElement(line);
      expect(within(line).getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
        'href',
        '/legal#privacidad',
      );
    },
  );
});
