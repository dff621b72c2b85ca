/**
 * The audit module's public file: who acts (for recordAudit) and the guard of
 * staff-only routes, used by every staff module.
 */
import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../../db/audit';
import { Forbidden, Unauthorized } from '../../lib/errors';

/** The signed-in staff member and the address they act from. */
export function actorOf(request: FastifyRequest): AuditActor {
  if (!request.user) throw new Unauthorized();
  return { id: request.user.id, email: request.user.email, ip: request.ip };
}

/**
 * An onRequest hook after authentication: guests 401, everyone but staff 403,
 * before the body or the query is read.
 */
export async function staffOnly(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new Unauthorized();
  if (!request.user.isStaff) throw new Forbidden();
}
