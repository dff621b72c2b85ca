/** The legal notice's holder details, as configured (config.ts LEGAL_*, INFO_MAILBOX). */
import type { LegalHolder } from '@huella/shared/schemas/site';
import type { Config } from '../../config';

export const legalHolder = (config: Pick<Config, 'legal' | 'infoMailbox'>): LegalHolder => ({
  ...config.legal,
  email: config.infoMailbox,
});
