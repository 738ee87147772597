// The HAProxy configuration of `npm run cluster` (scripts/cluster/haproxy-config.mjs): HAProxy itself
// accepts it, and it says the three things the product relies on.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { haproxyConfig, READY_PATH } from '../../scripts/cluster/haproxy-config.mjs';
import { READY_PATH as SERVED_READY_PATH } from '../../server/app-server';
import { findHaproxy } from '../../scripts/cluster/cluster.mjs';

const config = haproxyConfig({
  bind: '127.0.0.1:4321',
  servers: [
    { name: 'p1', port: 5001 },
    { name: 'p2', port: 5002 },
  ],
  socket: '/tmp/sc-test-admin.sock',
});

describe('the HAProxy configuration in front of the processes', () => {
  it('is accepted by HAProxy (haproxy -c)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sc-haproxy-'));
    try {
      const file = path.join(dir, 'haproxy.cfg');
      writeFileSync(file, config);
      const check = spawnSync(findHaproxy(), ['-c', '-f', file], { encoding: 'utf8' });
      expect(check.stdout + check.stderr).toContain('Configuration file is valid');
      expect(check.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('checks each process on the readiness probe, not on the database health', () => {
    expect(config).toContain('http-check send meth GET uri /service-centre/api/ready');
    expect(config).toContain('http-check expect status 200');
    expect(config).not.toContain('/api/health');
    expect(config).toContain('server p1 127.0.0.1:5001 check');
    expect(config).toContain('server p2 127.0.0.1:5002 check');
    // The scripts (HAProxy's check and the supervisor's) ask where the server answers.
    expect(READY_PATH).toBe(SERVED_READY_PATH);
  });

  it('repeats a request that reached a process only when it is a GET or HEAD', () => {
    expect(config).toContain('http-request disable-l7-retry unless METH_GET || METH_HEAD');
    expect(config).not.toMatch(/all-retryable-errors/);
    expect(config).toMatch(/option redispatch 1/);
  });
});
