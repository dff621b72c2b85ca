/**
 * `npm run restore -- --from <folder> [--force]`: restores a backup made by
 * `npm run backup` into the database of DATABASE_URL and DATA_DIR/media
 * (backup.ts; the drill is in docs/backups.md). The backup is checked against
 * its manifest first; a database or media folder that is not empty is
 * refused unless --force, which deletes what they hold. Stop the servers
 * first. Exit code 1 if the restore was refused or failed.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import {
  OperatorRefusal,
  runCommand,
  withoutPassword,
  workInInvocationDirectory,
} from '../lib/operator-cli';
import { restoreDeployment } from './backup';

runCommand(async () => {
  workInInvocationDirectory();
  const { values } = parseArgs({
    options: { from: { type: 'string' }, force: { type: 'boolean', default: false } },
    strict: true,
  });
  if (!values.from) {
    throw new OperatorRefusal('Uso: npm run restore -- --from <carpeta de la copia> [--force]');
  }
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new OperatorRefusal(
      'Esta orden restaura en PostgreSQL: indica la base de datos de destino con DATABASE_URL.',
    );
  }
  const started = Date.now();
  console.log(`Restaurando ${values.from} en ${withoutPassword(config.databaseUrl)}…`);
  await restoreDeployment({
    databaseUrl: config.databaseUrl,
    mediaDir: config.mediaDir,
    mediaInBucket: Boolean(config.s3),
    from: values.from,
    force: values.force,
    log: (line) => console.log(line),
  });
  console.log(
    `Restauración completa y comprobada en ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
});
