/**
 * Files the API answers (the RGPD data export) saved on the user's device.
 * The request goes through the one API client, so the bearer token and the
 * refresh-and-retry on 401 apply as for any other call.
 */
import { apiRequest, type RequestOptions } from './api-client';

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` or `filename="…"`). */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;\s]+)/i.exec(header);
  return plain?.[1] || plain?.[2] || fallback;
}

/** Offers `blob` as a download named `filename`, through a temporary object URL. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers read the URL only after click() returns; free it on the next turn.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/**
 * GETs a JSON document and saves it, indented so that a person can read it,
 * under the server's file name (or `fallbackName` when the header is missing
 * or, across origins, not exposed).
 */
export async function downloadJson(
  path: string,
  fallbackName: string,
  options: Pick<RequestOptions, 'signal'> = {},
) {
  const { data, headers } = await apiRequest<unknown>(path, options);
  const filename = filenameFromDisposition(headers.get('content-disposition'), fallbackName);
  saveBlob(
    new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }),
    filename,
  );
}
