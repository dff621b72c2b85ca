/**
 * A stand-in S3-compatible media store for trying the topology on one machine
 * (deploy/topology.sh): s3rver, the S3 peer of the API's tests, serving one
 * bucket from a directory, with s3rver's fixed development credentials
 * (S3RVER / S3RVER). A real deployment uses its provider's object storage or
 * MinIO instead (docs/deploy.md).
 *
 *   node deploy/s3-dev-server.mjs --port 9000 --directory ./s3 --bucket huella-media
 */
import { parseArgs } from 'node:util';
import S3rver from 's3rver';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '9000' },
    directory: { type: 'string' },
    bucket: { type: 'string', default: 'huella-media' },
  },
});
if (!values.directory) {
  console.error(
    'usage: node deploy/s3-dev-server.mjs --port <port> --directory <dir> [--bucket <name>]',
  );
  process.exit(2);
}

const server = new S3rver({
  address: '127.0.0.1',
  port: Number(values.port),
  silent: true,
  directory: values.directory,
  configureBuckets: [{ name: values.bucket }],
});
const { address, port } = await server.run();
console.log(`s3: bucket ${values.bucket} on http://${address}:${port}`);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
