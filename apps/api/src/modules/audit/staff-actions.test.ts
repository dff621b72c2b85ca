/**
 * The staff actions that came before the audit log (blog, comments, shop,
 * orders) write their audit row with the change; a refused change writes none.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import type { CheckoutSessionCreated } from '@huella/shared/schemas/shop';
import { createUser, sessionAccessToken, uniqueIp } from '../../test/factories';
import { SHIPPING } from '../orders/test-support';
import { buildTestApp, type TestContext } from '../../test/helper';
import { createBlogPost, insertComment } from '../blog-comments/test-support';
import { createOrderWith, createProduct } from '../shop/test-support';

let ctx: TestContext;
let staffUser: { id: number; email: string };
let staff: { authorization: string };
let plain: { authorization: string };

beforeAll(async () => {
  ctx = await buildTestApp();
  staffUser = await createUser(ctx.app, { isStaff: true });
  staff = { authorization: `Bearer ${await sessionAccessToken(ctx.app, staffUser.id)}` };
  const other = await createUser(ctx.app);
  plain = { authorization: `Bearer ${await sessionAccessToken(ctx.app, other.id)}` };
});
afterAll(() => ctx.close());

const auditOf = (targetType: string, targetId: number) =>
  ctx.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(auditLog.id);

describe('audit rows of the existing staff actions', () => {
  it('blog posts: create, update, publish, archive', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/blog/api/staff/posts/',
      headers: staff,
      payload: { titulo: 'Cuidados del gato mayor', resumen: 'Consejos.' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const patch = (payload: object, headers = staff) =>
      ctx.app.inject({ method: 'PATCH', url: `/blog/api/staff/posts/${id}/`, headers, payload });
    expect((await patch({ resumen: 'Consejos prácticos.' })).statusCode).toBe(200);
    expect((await patch({ estado: 'publicado' })).statusCode).toBe(200);
    expect((await patch({ resumen: 'Nada' }, plain)).statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/blog/api/staff/posts/${id}/`,
          headers: staff,
        })
      ).statusCode,
    ).toBe(200);
    const rows = await auditOf('blog_post', id);
    expect(rows.map((row) => row.action)).toEqual([
      'blog_post.create',
      'blog_post.update',
      'blog_post.publish',
      'blog_post.archive',
    ]);
    expect(rows[1]!.changes).toEqual({ summary: ['Consejos.', 'Consejos prácticos.'] });
    expect(rows.every((row) => row.actorId === staffUser.id)).toBe(true);
  });

  it('comment moderation: one row per comment', async () => {
    const post = await createBlogPost(ctx.app);
    const a = await insertComment(ctx.app, { postId: post.id, state: 'pendiente' });
    const b = await insertComment(ctx.app, { postId: post.id, state: 'pendiente' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/blog/api/staff/comments/moderate/',
      headers: staff,
      payload: { ids: [a.id, b.id], estado: 'aprobado' },
    });
    expect(response.statusCode).toBe(200);
    for (const comment of [a, b]) {
      expect(await auditOf('blog_comment', comment.id)).toEqual([
        expect.objectContaining({
          action: 'blog_comment.aprobado',
          changes: { state: ['pendiente', 'aprobado'] },
        }),
      ]);
    }
    // An unknown id: nothing changes, nothing is recorded.
    const c = await insertComment(ctx.app, { postId: post.id, state: 'pendiente' });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/blog/api/staff/comments/moderate/',
      headers: staff,
      payload: { ids: [c.id, 999999], estado: 'spam' },
    });
    expect(refused.statusCode).toBe(404);
    expect(await auditOf('blog_comment', c.id)).toEqual([]);
  });

  it('shop products: create, update, state', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/shop/api/staff/products/',
      headers: staff,
      payload: { name: 'Taza Huella', category: 'accesorios', kind: 'producto', price_cents: 900 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const patch = (payload: object) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/shop/api/staff/products/${id}/`,
        headers: staff,
        payload,
      });
    expect((await patch({ price_cents: 1200 })).statusCode).toBe(200);
    expect((await patch({ state: 'publicado' })).statusCode).toBe(200);
    const rows = await auditOf('product', id);
    expect(rows.map((row) => row.action)).toEqual([
      'product.create',
      'product.update',
      'product.state',
    ]);
    expect(rows[1]!.changes).toEqual({ priceCents: [900, 1200] });
    expect(rows[2]!.changes).toEqual({ state: ['borrador', 'publicado'] });
  });

  it('orders: a state change, and none for a refused one', async () => {
    const product = await createProduct(ctx.app, { priceCents: 1500 });
    const id = await createOrderWith(ctx.app, product, 1, 'pagado');
    const setState = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/shop/api/staff/orders/${id}/state/`,
        headers: staff,
        payload,
      });
    expect((await setState({ estado: 'preparando' })).statusCode).toBe(200);
    expect((await setState({ estado: 'entregado' })).statusCode).toBe(409);
    expect(
      (await auditOf('order', id)).map((row) => [row.action, row.changes, row.targetLabel]),
    ).toEqual([
      ['order.state', { state: ['pagado', 'preparando'] }, expect.stringContaining('Pedido')],
    ]);
  });
  it('orders: a refund, with its reason', async () => {
    const buyer = await createUser(ctx.app);
    const product = await createProduct(ctx.app, { priceCents: 2000, stock: 5 });
    const session = await ctx.app.inject({
      method: 'POST',
      url: '/shop/api/checkout/sessions/',
      headers: { authorization: `Bearer ${await sessionAccessToken(ctx.app, buyer.id)}` },
      payload: { lines: [{ product_id: product.id, quantity: 1 }] },
      remoteAddress: uniqueIp(),
    });
    const created = session.json<CheckoutSessionCreated>();
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/shop/api/simulated/sessions/${created.clientSecret}/pay/`,
      payload: { outcome: 'pagado', email: buyer.email, shipping: SHIPPING },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const refunded = await ctx.app.inject({
      method: 'POST',
      url: `/shop/api/staff/orders/${created.order_id}/refunds/`,
      headers: staff,
      payload: {
        amount_cents: 500,
        reason: 'Producto defectuoso',
        idempotency_key: 'reembolso-audit-1',
      },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const rows = await auditOf('order', created.order_id);
    expect(rows.map((row) => [row.action, row.changes, row.reason])).toEqual([
      [
        'order.refund',
        { refunded_cents: [0, 500], state: ['pagado', 'reembolsado_parcial'] },
        'Producto defectuoso',
      ],
    ]);
  });
});
