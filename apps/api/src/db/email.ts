/**
 * An e-mail column compared the way lib/email-address.ts normalises addresses
 * (trimmed, case folded): the SQL side of the one normalisation, for repositories.
 */
import { eq, sql, type Column } from 'drizzle-orm';
import { normalizeEmail } from '../lib/email-address';

export const emailEquals = (column: Column, email: string) =>
  eq(sql`lower(${column})`, normalizeEmail(email));
