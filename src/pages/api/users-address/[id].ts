import { proxyEndpoint } from '@/proxy/endpoint';

export const DELETE = proxyEndpoint('users-address/{id}');
