/**
 * `npm run media:to-s3`: copies DATA_DIR/media into the bucket the S3_*
 * variables name (media-to-s3.ts), with the environment the server will run
 * with. Prints each object it copies; exit code 1 if any could not be copied
 * (run it again: what is already there is skipped).
 */
import { loadConfig } from '../config';
import { copyMediaToS3 } from './media-to-s3';
import { OperatorRefusal, runCommand, workInInvocationDirectory } from './operator-cli';

runCommand(async () => {
  workInInvocationDirectory();
  const config = loadConfig();
  if (!config.s3) {
    throw new OperatorRefusal(
      'Configura el bucket como para el servidor (S3_BUCKET y, fuera de AWS, S3_ENDPOINT, ' +
        'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, S3_PREFIX) y vuelve a intentarlo.',
    );
  }
  const where = `${config.s3.bucket}${config.s3.prefix ? `/${config.s3.prefix}` : ''}`;
  console.log(`Copiando ${config.mediaDir} al bucket ${where}…`);
  const summary = await copyMediaToS3({
    mediaDir: config.mediaDir,
    s3: config.s3,
    log: (line) => console.log(line),
  });
  const bytes = summary.copied.reduce((sum, file) => sum + file.bytes, 0);
  for (const file of summary.ignored) console.log(`omitido (no es un archivo de medios): ${file}`);
  console.log(
    `${summary.copied.length} archivos copiados (${bytes.toLocaleString('es-ES')} bytes), ` +
      `${summary.unchanged} ya estaban en el bucket, ${summary.ignored.length} omitidos, ` +
      `${summary.failed.length} con error.`,
  );
  if (summary.failed.length > 0) {
    console.error('No se copiaron todos: vuelve a ejecutar la orden (lo ya copiado se salta).');
    process.exitCode = 1;
  }
});
