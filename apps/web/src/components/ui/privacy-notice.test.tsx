import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../testing/render';
import { PrivacyNotice } from './privacy-notice';

describe('PrivacyNotice', () => {
  it('says what the data is for and links to the privacy policy', () => {
    renderRoutes([{ path: '/', element: <PrivacyNotice purpose="responder a tu mensaje" /> }]);
    expect(
      screen.getByText(
        (_content, element) =>
          element?.tagName === 'SPAN' &&
          element.textContent ===
            'Tratamos tus datos para responder a tu mensaje. Más información en nuestra política de privacidad.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
      'href',
      '/legal#privacidad',
    );
  });
});
