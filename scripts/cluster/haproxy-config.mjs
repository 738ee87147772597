// The HAProxy configuration in front of several product processes (`npm run cluster`, the two-process
// tests, the soak). docs/deployment.md explains each setting for a production balancer.

/** The readiness probe each process answers (server/app-server.ts, READY_PATH). */
export const READY_PATH = '/service-centre/api/ready';

/** Health-check timing: a process is taken out after `fall` failed checks `interMs` apart, put back after `rise` good ones. */
export const CHECKS = { interMs: 1000, fall: 2, rise: 2 };

/**
 * The configuration text.
 * @param {{ bind: string, servers: { name: string, port: number }[], socket: string, checks?: typeof CHECKS }} options
 *   `bind` is HAProxy's own address (`127.0.0.1:4321`); `socket` the path of its admin socket.
 * @returns {string}
 */
export function haproxyConfig({ bind, servers, socket, checks = CHECKS }) {
  return `# Written by scripts/cluster/haproxy-config.mjs.
global
  maxconn 4096
  stats socket ${socket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 65s
  timeout server 65s
  timeout http-request 10s
  timeout http-keep-alive 60s
  timeout queue 10s
  # A readiness answer slow on a busy machine is not a process gone: only a refused or silent one is.
  timeout check 3s
  # A connection refused or reset before the request went out is tried again, on another process.
  retries 3
  option redispatch 1
  # A request that reached a process is tried again elsewhere only when repeating it is harmless
  # (GET and HEAD, below); a booking or a payment is never sent twice by the balancer.
  retry-on conn-failure empty-response response-timeout

frontend product_in
  bind ${bind}
  option forwardfor
  http-request set-header X-Forwarded-Proto https if { ssl_fc }
  http-request set-header X-Forwarded-Proto http if !{ ssl_fc }
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  default_backend product

backend product
  balance leastconn
  option httpchk
  http-check send meth GET uri ${READY_PATH}
  http-check expect status 200
  # A process that stops answering at all is taken out by its failed connections, before the next check.
  default-server inter ${checks.interMs} fastinter ${Math.round(checks.interMs / 2)} fall ${checks.fall} rise ${checks.rise} observe layer4 error-limit 3 on-error mark-down
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join('\n')}
`;
}
