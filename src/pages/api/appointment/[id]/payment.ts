import { proxyEndpoint } from '@/proxy/endpoint';

export const POST = proxyEndpoint('appointment/{id}/payment');
