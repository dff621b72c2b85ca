/** The label of a member's role; "Usuario" when none is set (PRODUCT.md). */
import { sheltersMessages } from '@huella/shared/messages/shelters';

export const roleLabel = (role: string | null | undefined) =>
  (role && (sheltersMessages.roles as Record<string, string>)[role]) ||
  sheltersMessages.defaultRole;
