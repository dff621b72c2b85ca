import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { adoptionRequestsMessages } from '@huella/shared/messages/adoption-requests';
import { compatibilityMessages } from '@huella/shared/messages/compatibility';
import type { Questionnaire } from '@huella/shared/schemas/questionnaire';
import { makeQuestionnaire } from '../../../testing/questionnaire-fixtures';
import { server } from '../../../testing/server';
import { renderRoutes } from '../../../testing/render';
import { QuestionnaireSection } from './questionnaire-section';

const text = compatibilityMessages.section;
const validation = adoptionRequestsMessages.validation;

/** The person's questionnaire behind the API (null: not filled), recording each PUT and DELETE. */
function mockApi(initial: Questionnaire | null | 'error') {
  let stored = initial === 'error' ? null : initial;
  const calls: Array<[string, unknown?]> = [];
  server.use(
    http.get('*/users/api/questionnaire/', () => {
      if (initial === 'error') {
        return HttpResponse.json({ error: 'Fallo', code: 'internal_error' }, { status: 500 });
      }
      return stored
        ? HttpResponse.json(stored)
        : HttpResponse.json(
            { error: compatibilityMessages.errors.notFound, code: 'questionnaire_not_found' },
            { status: 404 },
          );
    }),
    http.put('*/users/api/questionnaire/', async ({ request }) => {
      const body = (await request.json()) as Omit<Questionnaire, 'updated_at'>;
      calls.push(['PUT', body]);
      stored = { ...body, updated_at: '2026-11-28T09:30:00.000Z' };
      return HttpResponse.json(stored);
    }),
    http.delete('*/users/api/questionnaire/', () => {
      calls.push(['DELETE']);
      stored = null;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const renderSection = () =>
  renderRoutes([{ path: '/dashboard', element: <QuestionnaireSection /> }], {
    initialEntries: ['/dashboard?seccion=cuestionario'],
    session: true,
  });

type User = ReturnType<typeof renderSection>['user'];

const group = (name: string) => screen.getByRole('group', { name });
const choose = (question: string, answer: string, user: User) =>
  user.click(within(group(question)).getByRole('radio', { name: answer }));

describe('Cuestionario de compatibilidad', () => {
  it('says it is not filled yet and saves the answers as the API expects', async () => {
    const calls = mockApi(null);
    const { user } = renderSection();
    expect(screen.getByRole('heading', { name: text.title })).toBeInTheDocument();
    expect(await screen.findByText(compatibilityMessages.errors.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.delete })).not.toBeInTheDocument();

    await choose(text.homeType, 'Casa', user);
    await choose(text.garden, text.yes, user);
    await user.type(screen.getByLabelText(text.hoursAlone), '3');
    await user.clear(screen.getByLabelText(text.children));
    await user.type(screen.getByLabelText(text.children), '2');
    await user.type(screen.getByLabelText(text.childAge(1)), '5');
    await user.type(screen.getByLabelText(text.childAge(2)), '11');
    await user.click(screen.getByRole('checkbox', { name: text.hasDogs }));
    await user.type(screen.getByLabelText(text.otherAnimalsNotes), ' dos periquitos ');
    await choose(text.experience, compatibilityMessages.experience.mucha, user);
    await choose(text.activity, compatibilityMessages.activity.activa, user);
    await user.click(within(group(text.sizes)).getByRole('checkbox', { name: 'Grande' }));
    await user.click(screen.getByRole('button', { name: text.save }));

    expect(await screen.findByText(compatibilityMessages.saved)).toBeInTheDocument();
    expect(calls).toEqual([
      [
        'PUT',
        {
          home_type: 'casa',
          has_garden: true,
          hours_alone: 3,
          children: 2,
          children_ages: [5, 11],
          has_dogs: true,
          has_cats: false,
          other_animals: 'dos periquitos',
          experience: 'mucha',
          activity: 'activa',
          sizes: ['grande'],
        },
      ],
    ]);
    expect(await screen.findByText(text.updatedAt('28 de noviembre de 2026'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.seeCompatible })).toHaveAttribute(
      'href',
      '/adopciones?orden=compatibilidad',
    );
    expect(screen.getByRole('button', { name: text.delete })).toBeInTheDocument();
  });

  it('loads the saved answers into the form', async () => {
    mockApi(makeQuestionnaire());
    renderSection();
    expect(await screen.findByText(text.updatedAt('20 de noviembre de 2026'))).toBeInTheDocument();
    expect(within(group(text.homeType)).getByRole('radio', { name: 'Piso' })).toBeChecked();
    expect(within(group(text.garden)).getByRole('radio', { name: text.no })).toBeChecked();
    expect(screen.getByLabelText(text.hoursAlone)).toHaveValue(5);
    expect(screen.getByLabelText(text.children)).toHaveValue(2);
    expect(screen.getByLabelText(text.childAge(1))).toHaveValue(4);
    expect(screen.getByLabelText(text.childAge(2))).toHaveValue(9);
    expect(screen.getByRole('checkbox', { name: text.hasDogs })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: text.hasCats })).toBeChecked();
    expect(screen.getByLabelText(text.otherAnimalsNotes)).toHaveValue('un conejo');
    expect(
      within(group(text.experience)).getByRole('radio', {
        name: compatibilityMessages.experience.alguna,
      }),
    ).toBeChecked();
    expect(
      within(group(text.activity)).getByRole('radio', {
        name: compatibilityMessages.activity.tranquila,
      }),
    ).toBeChecked();
    const sizes = group(text.sizes);
    expect(sizes).toHaveAccessibleDescription(text.sizesHint);
    expect(within(sizes).getByRole('checkbox', { name: 'Pequeño' })).toBeChecked();
    expect(within(sizes).getByRole('checkbox', { name: 'Mediano' })).toBeChecked();
    expect(within(sizes).getByRole('checkbox', { name: 'Grande' })).not.toBeChecked();
  });

  it('checks the answers in Spanish before sending anything', async () => {
    const calls = mockApi(null);
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: text.save }));
    expect(await within(group(text.homeType)).findByRole('alert')).toHaveTextContent(
      validation.homeType,
    );
    expect(within(group(text.garden)).getByRole('alert')).toHaveTextContent(validation.garden);
    expect(screen.getByLabelText(text.hoursAlone)).toHaveAccessibleDescription(
      validation.hoursAlone,
    );
    expect(within(group(text.experience)).getByRole('alert')).toHaveTextContent(
      compatibilityMessages.errors.experience,
    );
    expect(within(group(text.activity)).getByRole('alert')).toHaveTextContent(
      compatibilityMessages.errors.activity,
    );
    expect(calls).toEqual([]);
  });

  it('shows the API’s field messages beside their fields', async () => {
    mockApi(makeQuestionnaire());
    server.use(
      http.put('*/users/api/questionnaire/', () =>
        HttpResponse.json(
          {
            error: 'Los datos enviados no son válidos.',
            code: 'validation_error',
            fields: {
              hours_alone: ['Indica cuántas horas al día pasaría solo (de 0 a 24).'],
              sizes: [compatibilityMessages.errors.sizes],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: text.save }));
    const hours = screen.getByLabelText(text.hoursAlone);
    await waitFor(() =>
      expect(hours).toHaveAccessibleDescription(
        'Indica cuántas horas al día pasaría solo (de 0 a 24).',
      ),
    );
    expect(hours).toHaveFocus();
    expect(within(group(text.sizes)).getByRole('alert')).toHaveTextContent(
      compatibilityMessages.errors.sizes,
    );
    expect(screen.queryByText(compatibilityMessages.saved)).not.toBeInTheDocument();
  });

  it('deletes the questionnaire only after confirming', async () => {
    const calls = mockApi(makeQuestionnaire());
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: text.delete }));
    let confirm = await screen.findByRole('alertdialog', { name: text.delete });
    expect(confirm).toHaveTextContent(text.deleteConfirm);
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: text.delete }));
    confirm = await screen.findByRole('alertdialog', { name: text.delete });
    await user.click(within(confirm).getByRole('button', { name: text.delete }));
    expect(await screen.findByText(compatibilityMessages.deleted)).toBeInTheDocument();
    expect(calls).toEqual([['DELETE']]);
    const notice = await screen.findByText(compatibilityMessages.errors.notFound);
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.queryByRole('button', { name: text.delete })).not.toBeInTheDocument();
    expect(within(group(text.homeType)).getByRole('radio', { name: 'Piso' })).not.toBeChecked();
  });

  it('says so when the questionnaire cannot be loaded, and tries again', async () => {
    mockApi('error');
    const { user } = renderSection();
    expect(await screen.findByText(text.loadError)).toBeInTheDocument();
    mockApi(null);
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(compatibilityMessages.errors.notFound)).toBeInTheDocument();
  });
});
