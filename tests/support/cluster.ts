// Two (or more) product processes behind HAProxy for a test (scripts/cluster/cluster.mjs), with each
// process's output kept and HAProxy's own per-process counters readable: which process answered what
// is counted by the balancer, not guessed from timing.
import { adminCommand, startCluster } from '../../scripts/cluster/cluster.mjs';
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
    // Rest arguments: the script's JSDoc-inferred type of `log` takes none.
    log: (...args: unknown[]) => {
      const [name, line] = args as [string, string];
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
      const [header, ...rows] = String(await adminCommand(cluster.socket, 'show stat'))
        .trim()
        .split('\n');
      const columns = header!.replace(/^# /, '').split(',');
      const cell = (cells: string[], name: string) => Number(cells[columns.indexOf(name)] || 0);
      const counters: Record<string, ProcessCounters> = {};
      for (const row of rows) {
        const cells = row.split(',');
        if (cells[columns.indexOf('pxname')] !== 'product') continue;
        const name = cells[columns.indexOf('svname')]!;
        if (name === 'FRONTEND' || name === 'BACKEND') continue;
        counters[name] = {
          current: cell(cells, 'scur'),
          '2xx': cell(cells, 'hrsp_2xx'),
          '4xx': cell(cells, 'hrsp_4xx'),
          '5xx': cell(cells, 'hrsp_5xx'),
        };
      }
      return counters;
    },
    direct: (name) => `http://127.0.0.1:${member(name).port}`,
    pid: (name) => member(name).pid,
  };
}
