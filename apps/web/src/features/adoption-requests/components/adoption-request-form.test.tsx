import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { adoptionRequestsMessages } from '@huella/shared/messages/adoption-requests';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import { commonMessages } from '@huella/shared/messages/common';
import { compatibilityMessages } from '@huella/shared/messages/compatibility';
import { legalMessages } from '@huella/shared/messages/legal';
import { makeQuestionnaire, mockQuestionnaire } from '../../../testing/questionnaire-fixtures';
import { server } from '../../../testing/server';
import { Landing, renderRoutes } from '../../../testing/render';
import { makeRequest } from '../test-fixtures';
import { AdoptionRequestForm } from './adoption-request-form';

const adoptionRequestsValidation = adoptionRequestsMessages.validation;
const formText = adoptionRequestsScreensMessages.form;

/** The form, once it knows whether there is a questionnaire to start from (none by default). */
async function renderForm() {
  const rendered = renderRoutes(
    [
      {
        path: '/adopciones/animal/:id/solicitar',
        element: <AdoptionRequestForm pet={{ id: 3, name: 'Luna' }} />,
      },
      { path: '/dashboard', element: <Landing name="Mi cuenta" /> },
    ],
    { initialEntries: ['/adopciones/animal/3/solicitar'], session: true },
  );
  await screen.findByRole('button', { name: formText.submit });
  return rendered;
}

type User = Awaited<ReturnType<typeof renderForm>>['user'];

const group = (name: string) => screen.getByRole('group', { name });

async function fillValidForm(user: User) {
  await user.click(within(group(formText.home.type)).getByRole('radio', { name: 'Piso' }));
  await user.click(within(group(formText.home.garden)).getByRole('radio', { name: 'No' }));
  await user.click(within(group(formText.home.tenure)).getByRole('radio', { name: 'De alquiler' }));
  await user.click(within(group(formText.home.landlord)).getByRole('radio', { name: 'Sí' }));
  await user.clear(screen.getByLabelText(formText.household.adults));
  await user.type(screen.getByLabelText(formText.household.adults), '2');
  await user.clear(screen.getByLabelText(formText.household.children));
  await user.type(screen.getByLabelText(formText.household.children), '1');
  await user.type(screen.getByLabelText(formText.household.childAge(1)), '7');
  await user.type(
    screen.getByLabelText(formText.experience.label),
    'He tenido gatos toda mi vida.',
  );
  await user.type(screen.getByLabelText(formText.hoursAlone.label), '4');
  await user.type(screen.getByLabelText(formText.message.label), 'Me encantaría darle un hogar.');
}

describe('the adoption application form', () => {
  it('says what the answers are for and links to the privacy policy', async () => {
    await renderForm();
    const purpose = legalMessages.privacy.purposes.adoptionRequest;
    const line = screen.getByText((_content, node) =>
      Boolean(node?.tagName === 'SPAN' && node.textContent?.includes(purpose)),
    );
    expect(within(line).getByRole('link', { name: 'política de privacidad' })).toHaveAttribute(
      'href',
      '/legal#privacidad',
    );
  });

  it('asks about the landlord only when the home is rented', async () => {
    const { user } = await renderForm();
    expect(screen.queryByRole('group', { name: formText.home.landlord })).not.toBeInTheDocument();
    await user.click(
      within(group(formText.home.tenure)).getByRole('radio', { name: 'De alquiler' }),
    );
    expect(group(formText.home.landlord)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: formText.submit }));
    expect(await within(group(formText.home.landlord)).findByRole('alert')).toHaveTextContent(
      adoptionRequestsValidation.landlord,
    );

    await user.click(
      within(group(formText.home.tenure)).getByRole('radio', { name: 'En propiedad' }),
    );
    expect(screen.queryByRole('group', { name: formText.home.landlord })).not.toBeInTheDocument();
    expect(screen.queryByText(adoptionRequestsValidation.landlord)).not.toBeInTheDocument();
  });

  it('checks every required answer in Spanish and sends nothing', async () => {
    let posted = false;
    server.use(
      http.post('*/adoptions/api/requests/', () => {
        posted = true;
        return HttpResponse.json(makeRequest(1), { status: 201 });
      }),
    );
    const { user } = await renderForm();
    await user.clear(screen.getByLabelText(formText.household.adults));
    await user.click(screen.getByRole('button', { name: formText.submit }));
    for (const message of [
      adoptionRequestsValidation.homeType,
      adoptionRequestsValidation.garden,
      adoptionRequestsValidation.tenure,
      adoptionRequestsValidation.adults,
      adoptionRequestsValidation.experience,
      adoptionRequestsValidation.hoursAlone,
      adoptionRequestsValidation.message,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // Focus goes to the first question in error.
    expect(within(group(formText.home.type)).getByRole('radio', { name: 'Piso' })).toHaveFocus();
    expect(posted).toBe(false);
  });

  it('shows one age field per child as the count changes, each checked', async () => {
    const { user } = await renderForm();
    const children = screen.getByLabelText(formText.household.children);
    expect(
      screen.queryByRole('group', { name: formText.household.agesLegend }),
    ).not.toBeInTheDocument();
    await user.clear(children);
    await user.type(children, '3');
    const ages = group(formText.household.agesLegend);
    expect(within(ages).getAllByRole('spinbutton')).toHaveLength(3);
    await user.type(screen.getByLabelText(formText.household.childAge(1)), '5');
    await user.type(screen.getByLabelText(formText.household.childAge(2)), '18');
    await user.click(screen.getByRole('button', { name: formText.submit }));
    expect(await screen.findAllByText(adoptionRequestsValidation.childAge)).toHaveLength(2);
    expect(screen.getByLabelText(formText.household.childAge(2))).toHaveAccessibleDescription(
      adoptionRequestsValidation.childAge,
    );
    expect(screen.getByLabelText(formText.household.childAge(3))).toHaveAccessibleDescription(
      adoptionRequestsValidation.childAge,
    );
    expect(screen.getByLabelText(formText.household.childAge(1))).not.toHaveAccessibleDescription(
      adoptionRequestsValidation.childAge,
    );

    await user.clear(children);
    await user.type(children, '1');
    expect(within(group(formText.household.agesLegend)).getAllByRole('spinbutton')).toHaveLength(1);
  });

  it('counts the message’s characters and refuses more than 2000', async () => {
    const { user } = await renderForm();
    const message = screen.getByLabelText(formText.message.label);
    expect(screen.getByText('0 / 2000 caracteres')).toBeInTheDocument();
    await user.click(message);
    await user.paste('a'.repeat(2001));
    expect(screen.getByText('2001 / 2000 caracteres')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: formText.submit }));
    expect(await screen.findByText(commonMessages.errors.tooLong(2000))).toBeInTheDocument();
    expect(message).toHaveAccessibleDescription(
      expect.stringContaining(commonMessages.errors.tooLong(2000)),
    );
  });

  it(
    'sends the answers as the API expects, says so and opens the request in Mi cuenta',
    { timeout: 20_000 },
    async () => {
      let body: unknown;
      server.use(
        http.post('*/adoptions/api/requests/', async ({ request }) => {
          body = await request.json();
          await delay(100);
          return HttpResponse.json(makeRequest(21), { status: 201 });
        }),
      );
      const { user, router } = await renderForm();
      await fillValidForm(user);
      await user.click(screen.getByRole('button', { name: formText.submit }));
      const sending = await screen.findByRole('button', { name: commonMessages.processing });
      expect(sending).toBeDisabled();
      expect(await screen.findByRole('heading', { name: 'Mi cuenta' })).toBeInTheDocument();
      expect(screen.getByText(formText.sent)).toBeInTheDocument();
      expect(router.state.location.search).toBe('?seccion=solicitudes&solicitud=21');
      expect(body).toEqual({
        pet: 3,
        home_type: 'piso',
        has_garden: false,
        home_tenure: 'alquiler',
        landlord_allows_pets: true,
        adults: 2,
        children: 1,
        children_ages: [7],
        other_animals: '',
        experience: 'He tenido gatos toda mi vida.',
        hours_alone: 4,
        message: 'Me encantaría darle un hogar.',
      });
    },
  );

  it(
    'puts the server’s field messages beside their fields and says what failed',
    { timeout: 20_000 },
    async () => {
      server.use(
        http.post('*/adoptions/api/requests/', () =>
          HttpResponse.json(
            {
              error: commonMessages.errors.validation,
              code: 'validation_error',
              fields: { experience: ['Cuéntanos algo más sobre tu experiencia.'] },
            },
            { status: 400 },
          ),
        ),
      );
      const { user } = await renderForm();
      await fillValidForm(user);
      await user.click(screen.getByRole('button', { name: formText.submit }));
      const experience = screen.getByLabelText(formText.experience.label);
      expect(
        await screen.findByText('Cuéntanos algo más sobre tu experiencia.'),
      ).toBeInTheDocument();
      expect(experience).toHaveAccessibleDescription(
        expect.stringContaining('Cuéntanos algo más sobre tu experiencia.'),
      );
      expect(experience).toHaveFocus();
      expect(
        screen.getByText(`${formText.failed} ${commonMessages.errors.validation}`),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: formText.submit })).toBeEnabled();
    },
  );

  it('says when the user has already applied (409)', { timeout: 20_000 }, async () => {
    server.use(
      http.post('*/adoptions/api/requests/', () =>
        HttpResponse.json(
          { error: adoptionRequestsMessages.errors.alreadyApplied, code: 'already_applied' },
          { status: 409 },
        ),
      ),
    );
    const { user } = await renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: formText.submit }));
    expect(
      await screen.findByText(
        `${formText.failed} ${adoptionRequestsMessages.errors.alreadyApplied}`,
      ),
    ).toBeInTheDocument();
  });

  it(
    'starts from the compatibility questionnaire, says so, and leaves every answer editable',
    { timeout: 20_000 },
    async () => {
      let body: unknown;
      server.use(
        http.post('*/adoptions/api/requests/', async ({ request }) => {
          body = await request.json();
          return HttpResponse.json(makeRequest(21), { status: 201 });
        }),
      );
      mockQuestionnaire(
        makeQuestionnaire({ has_dogs: true, has_cats: true, other_animals: 'un conejo' }),
      );
      const { user } = await renderForm();

      expect(screen.getByRole('status')).toHaveTextContent(compatibilityMessages.prefill.notice);
      expect(within(group(formText.home.type)).getByRole('radio', { name: 'Piso' })).toBeChecked();
      expect(within(group(formText.home.garden)).getByRole('radio', { name: 'No' })).toBeChecked();
      expect(screen.getByLabelText(formText.household.children)).toHaveValue(2);
      expect(screen.getByLabelText(formText.household.childAge(1))).toHaveValue(4);
      expect(screen.getByLabelText(formText.household.childAge(2))).toHaveValue(9);
      expect(screen.getByLabelText(formText.otherAnimals.label)).toHaveValue(
        'Perro, Gato, un conejo',
      );
      expect(screen.getByLabelText(formText.experience.label)).toHaveValue(
        compatibilityMessages.prefill.experience.alguna,
      );
      expect(screen.getByLabelText(formText.hoursAlone.label)).toHaveValue(5);
      // What the questionnaire does not ask stays empty.
      for (const radio of within(group(formText.home.tenure)).getAllByRole('radio')) {
        expect(radio).not.toBeChecked();
      }
      expect(screen.getByLabelText(formText.message.label)).toHaveValue('');

      // Everything stays editable.
      await user.clear(screen.getByLabelText(formText.hoursAlone.label));
      await user.type(screen.getByLabelText(formText.hoursAlone.label), '3');
      await user.click(
        within(group(formText.home.tenure)).getByRole('radio', { name: 'En propiedad' }),
      );
      await user.type(screen.getByLabelText(formText.message.label), 'Nos encantaría.');
      await user.click(screen.getByRole('button', { name: formText.submit }));
      await screen.findByRole('heading', { name: 'Mi cuenta' });
      expect(body).toEqual({
        pet: 3,
        home_type: 'piso',
        has_garden: false,
        home_tenure: 'propia',
        landlord_allows_pets: null,
        adults: 1,
        children: 2,
        children_ages: [4, 9],
        other_animals: 'Perro, Gato, un conejo',
        experience: compatibilityMessages.prefill.experience.alguna,
        hours_alone: 3,
        message: 'Nos encantaría.',
      });
    },
  );

  it('starts empty, without the notice, for someone who has not filled the questionnaire', async () => {
    await renderForm();
    expect(screen.queryByText(compatibilityMessages.prefill.notice)).not.toBeInTheDocument();
    expect(screen.getByLabelText(formText.experience.label)).toHaveValue('');
    expect(screen.getByLabelText(formText.household.children)).toHaveValue(0);
  });
});
