// Where the fault scenarios send their load: through nginx running deploy/nginx/lendline.conf
// (nginx.ts) over HTTPS, as production does; where nginx is missing, the instances in turn, a
// balancer without health checks (a dead instance's share of the requests fails and the client
// asks again), and the report says which.
import { distinctFreePorts } from './distinct-ports.ts';
import { roundRobin, type TargetFor } from './fault-run.ts';
import { nginxMissing, startNginx } from './nginx.ts';

export const viaNginx: TargetFor = async (instances) => {
  const taken = new Set(instances.list.map((instance) => instance.port));
  const [httpsPort, httpPort] = (await distinctFreePorts(2 + taken.size)).filter((port) => !taken.has(port));
  const nginx = await startNginx({ upstreams: instances.list.map((instance) => `127.0.0.1:${instance.port}`), httpsPort: httpsPort!, httpPort: httpPort! });
  return { target: { urls: [nginx.httpsUrl], next: 0, ca: nginx.caCertPem }, via: 'nginx (deploy/nginx/lendline.conf, HTTPS)', stop: () => nginx.stop() };
};

export const targetFor: TargetFor = nginxMissing() === null ? viaNginx : roundRobin;
