/**
 * `npm run db:move -- --to postgres://user:pass@host:5432/huella`: copies the
 * embedded database of DATA_DIR to an empty PostgreSQL database (move.ts).
 * Stop the server first; afterwards start it with DATABASE_URL set to the
 * same address. Exit code 0 when everything was copied and counted, 1 when
 * the move was refused or failed (the target is then left as it was).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { moveEmbeddedDatabase } from './move';
import {
  OperatorRefusal,
  runCommand,
  withoutPassword,
  workInInvocationDirectory,
} from '../lib/operator-cli';

const USAGE = 'Uso: npm run db:move -- --to postgres://usuario:contraseña@servidor:5432/base';

runCommand(async () => {
  workInInvocationDirectory();
  const { values } = parseArgs({
    options: { to: { type: 'string' }, 'batch-rows': { type: 'string' } },
    strict: true,
  });
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) throw new OperatorRefusal(USAGE);
  const batchRows = values['batch-rows'] ? Number(values['batch-rows']) : undefined;
  if (batchRows !== undefined && !(Number.isInteger(batchRows) && batchRows > 0)) {
    throw new OperatorRefusal('--batch-rows debe ser un número entero positivo.');
  }
  const config = loadConfig();
  const started = Date.now();
  console.log(
    `Moviendo la base de datos embebida de ${config.dataDir} a ${withoutPassword(values.to)}…`,
  );
  const summary = await moveEmbeddedDatabase({
    dataDir: config.dataDir,
    targetUrl: values.to,
    batchRows,
    log: (line) => console.log(line),
  });
  const rows = summary.tables.reduce((sum, table) => sum + table.rows, 0);
  const width = Math.max(...summary.tables.map((table) => table.table.length));
  console.log(
    [
      '',
      'Tabla'.padEnd(width) + '  Filas (origen = destino)',
      ...[...summary.tables]
        .sort((a, b) => a.table.localeCompare(b.table))
        .map((table) => `${table.table.padEnd(width)}  ${table.rows.toLocaleString('es-ES')}`),
      '',
      `${summary.tables.length} tablas y ${rows.toLocaleString('es-ES')} filas copiadas, ` +
        `${summary.sequences} secuencias ajustadas, en ${((Date.now() - started) / 1000).toFixed(1)} s. ` +
        'Las filas de cada tabla coinciden con las de origen.',
      '',
      'Siguiente paso: arranca el servidor con DATABASE_URL con esta misma dirección. Los ' +
        `archivos de ${config.mediaDir} siguen donde están (npm run media:to-s3 los copia a un bucket S3).`,
    ].join('\n'),
  );
});
