import { proxyEndpoint } from '@/proxy/endpoint';

export const GET = proxyEndpoint('qc-updates/{id}');
