/**
 * Tokens sent by email (password reset, newsletter confirmation): 32 random
 * bytes in base64url. Only their SHA-256 is stored, so a copy of the database
 * cannot be used to follow someone else's link.
 */
import { createHash, randomBytes } from 'node:crypto';

export const newSecretToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
