/**
 * Test fixtures: adoption requests as the API sends them, and a small stand-in
 * for the API that keeps its own state (moves change it, counts follow it) and
 * records every body it receives.
 */
import { http, HttpResponse } from 'msw';
import {
  ADOPTION_REQUEST_STATES,
  type AdoptionRequestAction,
  type AdoptionRequestState,
} from '@huella/shared/constants';
import {
  adoptionRequestSchema,
  type AdoptionRequest,
} from '@huella/shared/schemas/adoption-requests';
import { server } from '../../testing/server';
import { apiFixture } from '../../testing/api-fixture';

export function makeRequest(id: number, overrides: Partial<AdoptionRequest> = {}): AdoptionRequest {
  return apiFixture(adoptionRequestSchema, {
    id,
    state: 'pendiente',
    created_at: '2026-11-20T09:30:00Z',
    updated_at: '2026-11-20T09:30:00Z',
    pet: {
      id: 3,
      name: 'Luna',
      kind: 'gato',
      state: 'en_adopcion',
      image: 'media/pets/luna-400.webp',
    },
    shelter: { id: 1, name: 'Refugio Esperanza' },
    applicant: {
      id: 12,
      first_name: 'Ana',
      last_name: 'García',
      email: 'ana@example.com',
      phone: '600 111 222',
    },
    conversation_id: 40 + id,
    actions: ['withdraw'],
    answers: {
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
      message: 'Me encantaría darle un hogar a Luna.',
    },
    events: [
      {
        id: id * 10,
        from_state: null,
        to_state: 'pendiente',
        author: { id: 12, name: 'Ana García' },
        author_side: 'adoptante',
        note: '',
        created_at: '2026-11-20T09:30:00Z',
      },
    ],
    ...overrides,
  });
}

/** What the shelter may do in each state (the API's rules, as the inbox sees them). */
const SHELTER_ACTIONS: Record<AdoptionRequestState, AdoptionRequestAction[]> = {
  pendiente: ['review', 'accept', 'reject'],
  en_revision: ['accept', 'reject'],
  aceptada: ['complete', 'reject'],
  rechazada: [],
  retirada: [],
  completada: [],
};
const TARGET: Record<AdoptionRequestAction, AdoptionRequestState> = {
  review: 'en_revision',
  accept: 'aceptada',
  reject: 'rechazada',
  complete: 'completada',
  withdraw: 'retirada',
};

export function fakeRequestsApi(
  requests: AdoptionRequest[],
  { side = 'adoptante' }: { side?: 'adoptante' | 'refugio' } = {},
) {
  const state = { requests: requests.map((request) => ({ ...request })) };
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const summary = ({ answers: _a, events: _e, ...rest }: AdoptionRequest) => rest;
  const list = (url: URL, scope: AdoptionRequest[]) => {
    const wantedState = url.searchParams.get('state');
    const pet = url.searchParams.get('pet');
    const found = scope.filter(
      (request) =>
        (!wantedState || request.state === wantedState) && (!pet || request.pet.id === Number(pet)),
    );
    return HttpResponse.json(found.map(summary), {
      headers: { 'X-Total-Count': String(found.length) },
    });
  };
  server.use(
    http.get('*/adoptions/api/requests/mine/', ({ request }) => {
      calls.push({ method: 'GET', path: request.url });
      return list(new URL(request.url), state.requests);
    }),
    http.get('*/adoptions/api/requests/counts/', ({ request }) => {
      const shelter = new URL(request.url).searchParams.get('shelter');
      calls.push({ method: 'GET', path: request.url });
      const counts = Object.fromEntries(ADOPTION_REQUEST_STATES.map((key) => [key, 0]));
      // Without ?shelter=, every shelter of the user (all those in the fixture).
      for (const item of state.requests) {
        if (shelter === null || item.shelter.id === Number(shelter)) counts[item.state]! += 1;
      }
      return HttpResponse.json(counts);
    }),
    http.get('*/adoptions/api/requests/:id/', ({ params }) => {
      const found = state.requests.find((item) => item.id === Number(params.id));
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json(
            { error: 'No se encontró la solicitud de adopción.', code: 'not_found' },
            { status: 404 },
          );
    }),
    http.get('*/adoptions/api/requests/', ({ request }) => {
      const url = new URL(request.url);
      calls.push({ method: 'GET', path: request.url });
      const shelter = url.searchParams.get('shelter');
      return list(
        url,
        state.requests.filter((item) => shelter === null || item.shelter.id === Number(shelter)),
      );
    }),
    http.post('*/adoptions/api/requests/:id/:action/', async ({ params, request }) => {
      const action = params.action as AdoptionRequestAction;
      const body = await request.json();
      calls.push({ method: 'POST', path: `${String(params.id)}/${action}`, body });
      const index = state.requests.findIndex((item) => item.id === Number(params.id));
      const current = state.requests[index]!;
      const to = TARGET[action];
      const note = (body as { note?: string }).note ?? '';
      const next: AdoptionRequest = {
        ...current,
        state: to,
        actions: side === 'refugio' ? SHELTER_ACTIONS[to] : [],
        events: [
          ...current.events,
          {
            id: current.events.length + 1000,
            from_state: current.state,
            to_state: to,
            author:
              side === 'refugio' ? { id: 7, name: 'Marta Ruiz' } : { id: 12, name: 'Ana García' },
            author_side: side,
            note,
            created_at: '2026-11-21T10:00:00Z',
          },
        ],
      };
      state.requests[index] = next;
      return HttpResponse.json(next);
    }),
  );
  return { state, calls };
}
