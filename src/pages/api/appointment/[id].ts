import { proxyEndpoint } from '@/proxy/endpoint';

export const GET = proxyEndpoint('appointment/{id}');
export const PATCH = proxyEndpoint('PATCH appointment/{id}');
export const DELETE = proxyEndpoint('DELETE appointment/{id}');
