import { proxyEndpoint } from '@/proxy/endpoint';

export const POST = proxyEndpoint('console-appointments/{id}/pickup-started');
