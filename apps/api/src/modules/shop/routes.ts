/**
 * The shop's catalogue, carts and the staff's Productos (issue 16;
 * packages/shared/src/schemas/shop.ts lists the routes). Checkout, orders,
 * payments and webhooks are the orders module's.
 *
 * The public answers carry an ETag and are revalidated on every use
 * (`no-cache`): stock changes with every sale, so nothing may keep a stale
 * one, yet an unchanged list costs a 304 and no body. The donation shelters
 * may be kept five minutes.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CART_LINES_MAX, PAGE_SIZE_MAX, SHOP_PAGE_SIZE } from '@huella/shared/constants';
import { imagesMessages } from '@huella/shared/messages';
import { idParamSchema } from '@huella/shared/schemas/common';
import {
  cartLineInputSchema,
  cartLinesInputSchema,
  cartSchema,
  donationShelterSchema,
  productInputSchema,
  productKeyParamSchema,
  productListQuerySchema,
  productPatchSchema,
  productSchema,
  staffProductListQuerySchema,
  staffProductSchema,
} from '@huella/shared/schemas/shop';
import { isMultipartRequest, readMultipartForm, uploadedImage } from '../../lib/multipart-form';
import { errorResponses } from '../../lib/openapi';
import { pageRequest, setPaginationHeaders } from '../../lib/pagination';
import { RATE_LIMITS } from '../../lib/rate-limit-rules';
import { serializedBytes } from '../../lib/response-serializer';
import { currentUser } from '../../plugins/auth';
import { createCartService } from './cart';
import { createShopService } from './service';

const TAGS = ['tienda'];
const CART_TAGS = ['tienda (carrito)'];
const STAFF_TAGS = ['tienda (equipo)'];

/** Every staff change to a product is recorded in the log: who, which product, what was sent. */
function recordStaffAction(
  request: FastifyRequest,
  action: string,
  productId: number,
  changes?: Record<string, unknown>,
) {
  request.log.info(
    { shop: { action, product_id: productId, staff_id: request.user?.id, changes } },
    `shop: ${action}`,
  );
}

/** The shop's pages list SHOP_PAGE_SIZE products unless told otherwise. */
const shopListQuerySchema = productListQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(SHOP_PAGE_SIZE),
});

const REVALIDATE = 'no-cache';
const SHELTERS_CACHE_CONTROL = 'public, max-age=300';

/** Does the client's If-None-Match name this ETag? */
const matches = (header: string | undefined, etag: string) =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });

/** Serializes with the route's schema and answers with an ETag (or a 304 when the client has it). */
function sendTagged(
  request: FastifyRequest,
  reply: FastifyReply,
  result: unknown,
  cacheControl: string,
) {
  const body = serializedBytes(reply, result);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createShopService({ db: app.db, storage: app.storage });
  const carts = createCartService({ db: app.db });
  const uploadLimit = app.limitByUser(RATE_LIMITS.imageUploadPerUser, {
    when: isMultipartRequest,
    message: imagesMessages.errors.tooManyUploads,
  });
  const cartWriteLimit = app.limitByUser(RATE_LIMITS.cartWritePerUser);
  const quoteLimit = app.limitByIp(RATE_LIMITS.cartQuotePerIp);

  // ------------------------------------------------------------------ public

  app.get(
    '/shop/api/products/',
    {
      onRequest: app.shopCache.serve(),
      schema: {
        tags: TAGS,
        summary: 'Los productos publicados de la tienda, el más reciente primero',
        description:
          `categoria filtra; paginado con page y page_size (${SHOP_PAGE_SIZE} por defecto; ` +
          'X-Total-Count y Link). Precios en céntimos de euro con IVA incluido.',
        querystring: shopListQuerySchema,
        response: { 200: z.array(productSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { items, total } = await service.listPublic(
        { categoria: request.query.categoria },
        page,
      );
      setPaginationHeaders(request, reply, page, total);
      return app.shopCache.send(request, reply.header('cache-control', REVALIDATE), items);
    },
  );

  app.get(
    '/shop/api/products/:id/',
    {
      config: { auth: 'optional' },
      onRequest: app.shopCache.serve(),
      schema: {
        tags: TAGS,
        summary: 'Un producto por su número o su dirección (slug)',
        description:
          'Publicado para todos; el equipo de Huella ve cualquier estado, con el estado, las ' +
          'unidades reservadas y las vendidas. Otro: 404 "Producto no encontrado".',
        params: productKeyParamSchema,
        response: {
          200: z.union([staffProductSchema, productSchema]),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) =>
      app.shopCache.send(
        request,
        reply.header('cache-control', REVALIDATE),
        await service.getPublic(request.params.id, request.user),
      ),
  );

  app.get(
    '/shop/api/shelters/',
    {
      schema: {
        tags: TAGS,
        summary: 'Los refugios verificados que pueden recibir una donación (id, nombre, ciudad)',
        response: { 200: z.array(donationShelterSchema) },
      },
    },
    async (request, reply) =>
      sendTagged(request, reply, await service.donationShelters(), SHELTERS_CACHE_CONTROL),
  );

  // -------------------------------------------------------------------- cart

  app.post(
    '/shop/api/cart/quote/',
    {
      onRequest: [quoteLimit],
      schema: {
        tags: CART_TAGS,
        summary: 'Calcular el precio de unas líneas (el carrito de un invitado)',
        description:
          'Precios leídos de la base de datos, nunca del cliente. Cada línea que no se puede ' +
          'comprar tal cual dice por qué en problem y no cuenta en los totales; las de ' +
          'productos que no existen se omiten y las repetidas se suman.',
        body: cartLinesInputSchema,
        response: { 200: cartSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => carts.quote(request.body.lines),
  );

  app.get(
    '/shop/api/cart/',
    {
      config: { auth: 'required' },
      schema: {
        tags: CART_TAGS,
        summary: 'El carrito de la cuenta, con sus precios y totales',
        response: { 200: cartSchema, ...errorResponses(401) },
      },
    },
    async (request) => carts.get(currentUser(request)),
  );

  app.put(
    '/shop/api/cart/lines/',
    {
      config: { auth: 'required' },
      onRequest: [cartWriteLimit],
      schema: {
        tags: CART_TAGS,
        summary: 'Poner las unidades de una línea del carrito (0 la quita)',
        description:
          'Un producto retirado, sin unidades suficientes, una donación sin refugio verificado, ' +
          `un refugio en un artículo o más de ${CART_LINES_MAX} líneas: 400 con el motivo. ` +
          'Un producto que no existe: 404.',
        body: cartLineInputSchema,
        response: { 200: cartSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => carts.setLine(currentUser(request), request.body),
  );

  app.delete(
    '/shop/api/cart/',
    {
      config: { auth: 'required' },
      onRequest: [cartWriteLimit],
      schema: {
        tags: CART_TAGS,
        summary: 'Vaciar el carrito de la cuenta',
        response: { 200: cartSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => carts.clear(currentUser(request)),
  );

  app.post(
    '/shop/api/cart/merge/',
    {
      config: { auth: 'required' },
      onRequest: [cartWriteLimit],
      schema: {
        tags: CART_TAGS,
        summary: 'Añadir al carrito de la cuenta las líneas que el invitado tenía al entrar',
        description:
          'Las unidades se suman a las de la cuenta, hasta el máximo por producto y las que ' +
          `quedan; las líneas que no se pueden comprar o que pasarían de ${CART_LINES_MAX} ` +
          'se dejan fuera.',
        body: cartLinesInputSchema,
        response: { 200: cartSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => carts.merge(currentUser(request), request.body.lines),
  );

  // ------------------------------------------------------------------- staff

  app.get(
    '/shop/api/staff/products/',
    {
      config: { auth: 'required' },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Todos los productos, en cualquier estado; solo el equipo de Huella',
        description:
          'estado y categoria filtran; q busca en el nombre. El último modificado primero; ' +
          'paginado con page y page_size. Con las unidades reservadas y las vendidas.',
        querystring: staffProductListQuerySchema,
        response: { 200: z.array(staffProductSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const page = pageRequest(request.query);
      const { items, total } = await service.listStaff(
        currentUser(request),
        { estado: request.query.estado, categoria: request.query.categoria, q: request.query.q },
        page,
      );
      setPaginationHeaders(request, reply, page, total);
      return items;
    },
  );

  app.post(
    '/shop/api/staff/products/',
    {
      config: { auth: 'required' },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Crear un producto; solo el equipo de Huella',
        description:
          'Sin slug, se forma con el nombre (-2, -3… si ya existe); uno ya usado es 409. ' +
          'Las donaciones no llevan IVA; los artículos, 21 % salvo que se diga otro tipo.',
        body: productInputSchema,
        response: { 201: staffProductSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const product = await service.create(currentUser(request), request.body);
      recordStaffAction(request, 'product_created', product.id, request.body);
      return reply.code(201).send(product);
    },
  );

  app.get(
    '/shop/api/staff/products/:id/',
    {
      config: { auth: 'required' },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Un producto en cualquier estado; solo el equipo de Huella',
        params: idParamSchema,
        response: { 200: staffProductSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => service.getStaff(currentUser(request), request.params.id),
  );

  app.patch(
    '/shop/api/staff/products/:id/',
    {
      config: { auth: 'required' },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Cambiar un producto (precio, unidades, estado…); solo el equipo de Huella',
        params: idParamSchema,
        body: productPatchSchema,
        response: { 200: staffProductSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const product = await service.update(currentUser(request), request.params.id, request.body);
      recordStaffAction(request, 'product_changed', product.id, request.body);
      return product;
    },
  );

  app.put(
    '/shop/api/staff/products/:id/image/',
    {
      config: { auth: 'required' },
      onRequest: [uploadLimit],
      preValidation: readMultipartForm([]),
      schema: {
        tags: STAFF_TAGS,
        summary:
          'Cambiar la imagen del producto (multipart, campo image: JPG, PNG, GIF o WebP de ' +
          'hasta 5 MB); solo el equipo de Huella',
        params: idParamSchema,
        response: {
          200: staffProductSchema,
          ...errorResponses(400, 401, 403, 404, 413, 429, 503),
        },
      },
    },
    async (request) => {
      const product = await service.setImage(
        currentUser(request),
        request.params.id,
        uploadedImage(request),
      );
      recordStaffAction(request, 'product_image_set', product.id);
      return product;
    },
  );

  app.delete(
    '/shop/api/staff/products/:id/image/',
    {
      config: { auth: 'required' },
      schema: {
        tags: STAFF_TAGS,
        summary: 'Quitar la imagen del producto; solo el equipo de Huella',
        params: idParamSchema,
        response: { 200: staffProductSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const product = await service.removeImage(currentUser(request), request.params.id);
      recordStaffAction(request, 'product_image_removed', product.id);
      return product;
    },
  );
};

export default shopRoutes;
