/**
 * The adoption catalogue in its two shapes: `/pets/api/pets…` (Pet shape, and
 * where shelters manage their announcements) and `/api/animals…` (Animal
 * shape, what a visitor browses). Both lists take the same filters.
 */
import { runPeriodically } from '../../lib/periodic-job';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imagesMessages } from '@huella/shared/messages';
import { asksCompatibilityOrder } from '@huella/shared/schemas/catalogue-query';
import { idParamSchema } from '@huella/shared/schemas/common';
import {
  animalSchema,
  managedPetCountsSchema,
  managedPetsQuerySchema,
  petListQuerySchema,
  petPatchSchema,
  petPhotoSchema,
  petSchema,
  petWriteSchema,
  photoOrderSchema,
} from '@huella/shared/schemas/pets';
import { isMultipartRequest, readMultipartForm, uploadedImage } from '../../lib/multipart-form';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import { errorResponses } from '../../lib/openapi';
import { pageRequest, setPaginationHeaders } from '../../lib/pagination';
import { currentUser } from '../../plugins/auth';
import { createAdoptionRequestsService } from '../adoption-requests';
import { createPetsService, type Visitor } from './service';

const photoParamsSchema = idParamSchema.extend({
  photoId: idParamSchema.shape.id,
});

const VIEWERS_PRUNE_INTERVAL_MS = 60 * 60 * 1000;
/** The announcement form's text fields; `shelter_id` is the spec's client's name for `shelter`. */
const PET_FORM_FIELDS = [...Object.keys(petWriteSchema.out.shape), 'shelter_id'];

const listDescription =
  'Solo anuncios publicados, sin caducar, en adopción o pendientes. Filtros: location o ciudad ' +
  '(ciudad), category o categoria (perro|gato|ave|otros o dog|cat|bird|other), q (texto libre en ' +
  'español), gender o sexo (macho|hembra), age o edad (cachorro|joven|adulto|senior), size o ' +
  'tamano (pequeno|mediano|grande), sterilized o esterilizado (si|no|true|false), ' +
  'good_with_children, good_with_dogs, good_with_cats o bien_con (ninos,perros,gatos), shelter o ' +
  'refugio; sort u orden (recent|oldest|name|compatibility o recientes|antiguos|nombre|' +
  'compatibilidad: la de quien ha iniciado sesión con su cuestionario de compatibilidad, mejor ' +
  'encaje primero; sin sesión 401, sin cuestionario 409); paginado con page ' +
  '(o pagina) y page_size. Un valor no válido de un parámetro conocido responde 400 en español.';

const petsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Forms that may carry a photo count against the account's upload allowance.
  const limitUploads = app.limitByUser(RATE_LIMITS.imageUploadPerUser, {
    when: isMultipartRequest,
    message: imagesMessages.errors.tooManyUploads,
  });
  const catalogue = app.catalogueCache;
  const service = createPetsService({
    db: app.db,
    config: app.config,
    storage: app.storage,
    onViewCounted: (id) => catalogue.animalKeys(id).forEach((key) => catalogue.forget(key)),
    adoptionRequests: createAdoptionRequestsService(app),
    catalogue: app.catalogueReader,
  });
  // Who was counted before yesterday is forgotten every hour (their views stay in the counts).
  runPeriodically(app, {
    name: 'pets_prune_viewers',
    everyMs: VIEWERS_PRUNE_INTERVAL_MS,
    run: () => service.pruneViewers(),
  });

  const visitor = (request: FastifyRequest): Visitor => ({
    userId: request.user?.id ?? null,
    shelterIds: request.user?.shelterIds ?? [],
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });

  app.get(
    '/pets/api/pets/',
    {
      onRequest: catalogue.serve(),
      config: { auth: 'optional' },
      schema: {
        tags: ['anuncios'],
        summary: 'Anuncios de adopción (forma Pet), con filtros, búsqueda y orden',
        description: listDescription,
        querystring: petListQuerySchema,
        response: { 200: z.array(petSchema), ...errorResponses(400, 401, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const totals = await catalogue.totals(request);
      const { items, total } = await service.listPets(request.user, request.query, page, totals);
      setPaginationHeaders(request, reply, page, total);
      return catalogue.send(request, reply, items);
    },
  );

  app.get(
    '/pets/api/pets/mine/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['anuncios'],
        summary: 'Anuncios de los refugios de quien ha iniciado sesión (caducados incluidos)',
        description:
          'status: all|published (en adopción sin caducar)|pending (pendiente sin caducar)|expired; ' +
          'q: parte del nombre o de la raza; shelter: solo ese refugio (hay que ser miembro); ' +
          'los más recientes primero; paginado con page y page_size.',
        querystring: managedPetsQuerySchema,
        response: { 200: z.array(petSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const totals = await catalogue.totals(request);
      const { items, total } = await service.listManaged(
        currentUser(request),
        request.query,
        page,
        totals,
      );
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
  );

  app.get(
    '/pets/api/pets/mine/counts/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['anuncios'],
        summary: 'Los cuatro contadores de Anuncios: todos, publicados, pendientes y caducados',
        querystring: managedPetsQuerySchema.pick({ q: true, shelter: true }),
        response: { 200: managedPetCountsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.countManaged(currentUser(request), request.query),
  );

  app.post(
    '/pets/api/pets/:id/renew/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['anuncios'],
        summary: 'Renovar un anuncio (también caducado): vuelve a la lista 90 días desde hoy',
        params: idParamSchema,
        response: { 200: petSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => service.renew(currentUser(request), request.params.id),
  );

  app.put(
    '/pets/api/pets/:id/photos/order/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['anuncios'],
        summary:
          'Ordenar la galería (todas sus fotos, la principal primero); solo miembros del refugio',
        params: idParamSchema,
        body: photoOrderSchema,
        response: { 200: petSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      service.reorderPhotos(currentUser(request), request.params.id, request.body.photo_ids),
  );

  app.get(
    '/pets/api/pets/:id/',
    {
      onRequest: catalogue.serve(),
      config: { auth: 'optional' },
      schema: {
        tags: ['anuncios'],
        summary:
          'Un anuncio (forma Pet); su refugio lo ve también caducado y es el único que ve el número de microchip',
        params: idParamSchema,
        response: { 200: petSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) =>
      catalogue.send(request, reply, await service.getPet(request.user, request.params.id)),
  );

  app.post(
    '/pets/api/pets/',
    {
      config: { auth: 'required' },
      onRequest: limitUploads,
      preValidation: readMultipartForm(PET_FORM_FIELDS),
      schema: {
        tags: ['anuncios'],
        summary: 'Publicar un anuncio (JSON o multipart con imagen); solo miembros del refugio',
        body: petWriteSchema,
        response: { 201: petSchema, ...errorResponses(400, 401, 403, 413, 429, 503) },
      },
    },
    async (request, reply) => {
      const pet = await service.create(currentUser(request), request.body, uploadedImage(request));
      return reply.code(201).send(pet);
    },
  );

  app.put(
    '/pets/api/pets/:id/',
    {
      config: { auth: 'required' },
      onRequest: limitUploads,
      preValidation: readMultipartForm(PET_FORM_FIELDS),
      schema: {
        tags: ['anuncios'],
        summary:
          'Sustituir un anuncio (JSON o multipart; una imagen pasa a ser la principal); solo miembros de su refugio',
        description:
          'Cambiar el estado (state) con solicitudes de adopción abiertas responde 409 salvo con ' +
          'close_open_requests: true, que las cierra con una nota y avisa a quienes las enviaron.',
        params: idParamSchema,
        body: petWriteSchema,
        response: { 200: petSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 429, 503) },
      },
    },
    async (request) =>
      service.update(currentUser(request), request.params.id, request.body, uploadedImage(request)),
  );

  app.patch(
    '/pets/api/pets/:id/',
    {
      config: { auth: 'required' },
      onRequest: limitUploads,
      preValidation: readMultipartForm(PET_FORM_FIELDS),
      schema: {
        tags: ['anuncios'],
        summary:
          'Cambiar algunos campos de un anuncio (JSON o multipart; una imagen pasa a ser la principal); solo miembros de su refugio',
        description:
          'Cambiar el estado (state) con solicitudes de adopción abiertas responde 409 salvo con ' +
          'close_open_requests: true, que las cierra con una nota y avisa a quienes las enviaron.',
        params: idParamSchema,
        body: petPatchSchema,
        response: { 200: petSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 429, 503) },
      },
    },
    async (request) =>
      service.update(currentUser(request), request.params.id, request.body, uploadedImage(request)),
  );

  app.delete(
    '/pets/api/pets/:id/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['anuncios'],
        summary: 'Retirar un anuncio; solo miembros de su refugio',
        params: idParamSchema,
        response: {
          204: z.null().describe('Anuncio retirado'),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/pets/api/pets/:id/photos/',
    {
      config: { auth: 'required' },
      onRequest: limitUploads,
      preValidation: readMultipartForm([]),
      schema: {
        tags: ['anuncios'],
        summary: 'Añadir una foto a la galería (multipart, campo image); solo miembros del refugio',
        params: idParamSchema,
        response: { 201: petPhotoSchema, ...errorResponses(400, 401, 403, 404, 413, 429, 503) },
      },
    },
    async (request, reply) => {
      const photo = await service.addPhoto(
        currentUser(request),
        request.params.id,
        uploadedImage(request),
      );
      return reply.code(201).send(photo);
    },
  );

  app.delete(
    '/pets/api/pets/:id/photos/:photoId/',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['anuncios'],
        summary: 'Quitar una foto de la galería (y sus archivos); solo miembros del refugio',
        params: photoParamsSchema,
        response: {
          204: z.null().describe('Foto eliminada'),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      await service.deletePhoto(currentUser(request), request.params.id, request.params.photoId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/animals/',
    {
      // Public; only the order by compatibility needs to know who asks.
      onRequest: [
        app.identifyWhen((request) => asksCompatibilityOrder(request.query)),
        catalogue.serve(),
      ],
      schema: {
        tags: ['animales'],
        summary: 'Animales en adopción (forma Animal), con filtros, búsqueda y orden',
        description: listDescription,
        querystring: petListQuerySchema,
        response: { 200: z.array(animalSchema), ...errorResponses(400, 401, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const totals = await catalogue.totals(request);
      const { items, total } = await service.listAnimals(request.user, request.query, page, totals);
      setPaginationHeaders(request, reply, page, total);
      return catalogue.send(request, reply, items);
    },
  );

  app.get(
    '/api/animals/:id/',
    {
      // A page comes from memory only when it would count no new view.
      onRequest: catalogue.serve((request) => {
        const id = Number((request.params as { id?: string }).id);
        return Number.isInteger(id) && service.viewAlreadyCounted(id, visitor(request));
      }),
      config: { auth: 'optional' },
      schema: {
        tags: ['animales'],
        summary:
          'Un animal (forma Animal); cuenta una visita por día y dirección de origen (y por usuario con sesión)',
        params: idParamSchema,
        response: { 200: animalSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const animal = await service.getAnimal(request.params.id, visitor(request), request.user);
      return catalogue.send(request, reply, animal);
    },
  );
};

export default petsRoutes;
