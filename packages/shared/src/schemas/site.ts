/**
 * Who provides the service, as the legal notice shows it (LSSI-CE art. 10):
 * holder, tax number, registered address, contact e-mail and registry entry,
 * from the API's configuration (LEGAL_* and INFO_MAILBOX).
 */
import { z } from 'zod';

export const legalHolderSchema = z.object({
  holder: z.string().describe('Titular: nombre o razón social'),
  nif: z.string().describe('NIF'),
  address: z.string().describe('Domicilio social'),
  email: z.string().describe('Correo electrónico de contacto'),
  registry: z
    .string()
    .describe('Datos registrales (Registro Mercantil o registro de asociaciones)'),
});

export type LegalHolder = z.infer<typeof legalHolderSchema>;
