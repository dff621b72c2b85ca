/** Multipart/form-data bodies for `app.inject`, as a browser form sends them. */

export interface MultipartFile {
  /** The form field; `image` unless told. */
  name?: string;
  filename: string;
  type: string;
  content: Buffer;
}

/**
 * Text fields and, optionally, files (one, as forms send, or several, as a
 * crafted client could); spread `headers` into the request's.
 */
export function multipart(fields: Record<string, string>, files?: MultipartFile | MultipartFile[]) {
  const boundary = '----huella-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files === undefined ? [] : [files].flat()) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'image'}"; ` +
          `filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
