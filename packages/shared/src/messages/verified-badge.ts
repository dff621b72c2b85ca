/**
 * The "Verificado" badge (issue 17) on shelter pages, animal cards and the
 * animal page: its words and what it means, on their own so the catalogue's
 * pages load only these.
 */
export const verifiedBadgeMessages = {
  label: 'Verificado',
  /** The badge's tooltip and accessible description. */
  explanation: 'Refugio verificado por Huella',
} as const;
