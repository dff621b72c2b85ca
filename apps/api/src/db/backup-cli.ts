/**
 * `npm run backup -- --out <folder>`: backs up a deployment on PostgreSQL
 * (DATABASE_URL) into a new folder: pg_dump's custom format, the media of
 * DATA_DIR/media (not when they live in a bucket) and a manifest with their
 * checksums (backup.ts; the drill is in docs/backups.md). The server may keep
 * running. Exit code 1 if anything failed: the folder is then no backup.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import {
  OperatorRefusal,
  runCommand,
  withoutPassword,
  workInInvocationDirectory,
} from '../lib/operator-cli';
import { backupDeployment } from './backup';

runCommand(async () => {
  workInInvocationDirectory();
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
  if (!values.out) throw new OperatorRefusal('Uso: npm run backup -- --out <carpeta nueva>');
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new OperatorRefusal(
      'Esta orden copia una instalación sobre PostgreSQL (DATABASE_URL). Con la base de datos ' +
        'embebida, detén el servidor y copia la carpeta DATA_DIR entera (docs/backups.md).',
    );
  }
  const started = Date.now();
  console.log(`Copia de ${withoutPassword(config.databaseUrl)} en ${values.out}…`);
  const manifest = await backupDeployment({
    databaseUrl: config.databaseUrl,
    media: config.s3 ? { s3: config.s3 } : { mediaDir: config.mediaDir },
    out: values.out,
    log: (line) => console.log(line),
  });
  const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Base de datos: ${manifest.database.bytes.toLocaleString('es-ES')} bytes, ` +
      `${Object.keys(manifest.database.tables).length} tablas, ${rows.toLocaleString('es-ES')} filas ` +
      `(SHA-256 ${manifest.database.sha256}).`,
  );
  console.log(
    manifest.media.storage === 'disk'
      ? `Medios: ${manifest.media.files.length} archivos de ${config.mediaDir}.`
      : `Medios: en el bucket ${manifest.media.bucket}, que no se copia (su versionado o su réplica es su copia).`,
  );
  console.log(`Copia completa en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
});
