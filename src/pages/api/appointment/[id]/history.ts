import { proxyEndpoint } from '@/proxy/endpoint';

export const GET = proxyEndpoint('appointment/{id}/history');
