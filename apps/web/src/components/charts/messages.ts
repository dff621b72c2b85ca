/** The words every chart uses (the charts' own titles and summaries come from their pages). */
export const chartsMessages = {
  showData: 'Ver los datos',
  loading: 'Cargando gráfico…',
} as const;
