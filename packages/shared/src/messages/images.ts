/** Uploaded images and served media (spec §7 for the type and size messages). */
export const imagesMessages = {
  errors: {
    required: 'Selecciona una imagen.',
    invalid: 'Por favor selecciona un archivo de imagen válido (jpg, png, etc.)',
    tooLarge: 'La imagen es demasiado grande. El tamaño máximo es 5MB.',
    tooManyPixels:
      'La imagen tiene demasiados píxeles. Usa una de como máximo 40 megapíxeles (por ejemplo, 8000 × 5000).',
    mediaNotFound: 'No se encontró el archivo.',
    tooManyUploads:
      'Has subido demasiadas imágenes seguidas. Espera a que terminen las anteriores o unos minutos y vuelve a intentarlo.',
  },
} as const;
