/**
 * An S3-compatible bucket for `npm run scale:up` (scripts/scale.mjs): s3rver, the same server the S3 tests
 * use, on a loopback port with its files in a folder. Usage: node scripts/scale-s3rver.mjs PORT DIR BUCKET.
 * Runs until it gets SIGTERM. Never for production: any S3 service takes its place there (S3_* settings).
 */
import fs from 'node:fs';
import S3rver from 's3rver';

const [port, directory, bucket] = process.argv.slice(2);
fs.mkdirSync(directory, { recursive: true });
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
await server.run();
console.log(`s3rver on 127.0.0.1:${port}, bucket ${bucket}, files in ${directory}`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
