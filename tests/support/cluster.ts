// Two (or more) product processes behind HAProxy for a test (scripts/cluster/cluster.mjs), with each
// process's output kept and HAProxy's own per-process counters readable: which process answered what
// is counted by the balancer, not guessed from timing.
import { serverStats, startCluster } from '../../scripts/cluster/cluster.mjs';
import { requireBuild } from './server-process';

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/** HAProxy's counters of one process: sessions open now, and answers by class since it started. */
export interface ProcessCounters {
  /** Requests being served by the process right now (not idle pooled connections). */
  current: number;
  '2xx': number;
  '4xx': number;
  '5xx': number;
}

export interface TestCluster extends Cluster {
  /** Every line a process (p1, p2…) or `haproxy` or `cluster` wrote so far. */
  output(name: string): string[];
  /** HAProxy's counters of each process, by name. */
  counters(): Promise<Record<string, ProcessCounters>>;
  /** A process's own address, bypassing the balancer. */
  direct(name: string): string;
  pid(name: string): number | undefined;
}

/** Starts `processes` processes with `env` behind HAProxy and waits until HAProxy sees them all UP. */
export async function startTestCluster(env: Record<string, string>, processes = 2, drainSeconds = 3): Promise<TestCluster> {
  requireBuild();
  const lines = new Map<string, string[]>();
  const cluster = await startCluster({
    processes,
    drainSeconds,
    env: { LOG_LEVEL: 'info', APP_ENV: 'test', ...env },
    log: (name, line) => {
      if (!lines.has(name)) lines.set(name, []);
      lines.get(name)!.push(line);
    },
  });
  const member = (name: string) => {
    const found = cluster.members().find((m) => m.name === name);
    if (!found) throw new Error(`no process ${name}`);
    return found;
  };
  return {
    ...cluster,
    output: (name) => lines.get(name) ?? [],
    async counters() {
      const stats = await serverStats(cluster.socket);
      const count = (value: string | undefined) => Number(value || 0);
      return Object.fromEntries(
        Object.entries(stats).map(([name, r]) => [
          name,
          { current: count(r.scur), '2xx': count(r.hrsp_2xx), '4xx': count(r.hrsp_4xx), '5xx': count(r.hrsp_5xx) },
        ]),
      );
    },
    direct: (name) => `http://127.0.0.1:${member(name).port}`,
    pid: (name) => member(name).pid,
  };
}
