import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_FOLDER, SERVER_FOLDER } from './paths';

const read = (path: string) => readFile(join(REPOSITORY_FOLDER, path), 'utf8');

// Issue 50: the traps an operator met in compose.yaml and the image, held shut.
describe('the deployment files', () => {
  it('make compose refuse to start while a secret is unset or empty, and publish no default password', async () => {
    const compose = await read('compose.yaml');
    const secrets = [
      ...compose.matchAll(/\$\{([A-Z0-9_]*(?:PASSWORD|SECRET|TOKEN|AUTH|KEY)[A-Z0-9_]*)([^}]*)\}/g),
    ].filter(([, name]) => name !== 'S3_ACCESS_KEY_ID');
    expect(secrets.map(([, name]) => name)).toEqual(
      expect.arrayContaining(['POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD', 'METRICS_TOKEN', 'SMS_GATEWAY_TOKEN']),
    );
    for (const [reference, , rest] of secrets) expect(rest, reference).toMatch(/^:\?/);
  });

  it('pin every image compose and the Dockerfile pull, restart what serves, and keep .env out of the image', async () => {
    const compose = await read('compose.yaml');
    const images = [...compose.matchAll(/^\s+image: (\S+)$/gm)].map(([, image]) => image ?? '');
    for (const image of images.filter((name) => name !== 'anumati')) {
      expect(image).toMatch(/:(?:[\w.-]*\d[\w.-]*)(?:@sha256:[0-9a-f]{64})?$/);
    }
    const services = compose
      .split(/^ {2}(?=[a-z]+:$)/m)
      .filter((block) => /^(postgres|minio|server|proxy):/.test(block));
    expect(services).toHaveLength(4);
    for (const service of services) expect(service).toContain('restart: unless-stopped');

    const dockerfile = await read('Dockerfile');
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24[\w.-]*@sha256:[0-9a-f]{64}$/m);
    expect([...dockerfile.matchAll(/^FROM (\S+)/gm)].map(([, from]) => from)).toEqual([
      '${NODE_IMAGE}',
      '${NODE_IMAGE}',
      '${NODE_IMAGE}',
    ]);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
    expect((await read('.dockerignore')).split('\n')).toContain('.env');
  });

  it('alert only on metrics the server exposes', async () => {
    const alerts = await read('deploy/alerts.yml');
    const metrics = await readFile(join(SERVER_FOLDER, 'src/modules/metrics/metrics.ts'), 'utf8');
    const used = new Set(
      [...alerts.matchAll(/\b(anumati_[a-z_]+|http_request_duration_seconds)/g)].map(([, name]) => name),
    );
    expect(used.size).toBeGreaterThan(4);
    for (const name of used) expect(metrics, name).toContain(`name: '${name}'`);
  });
});
