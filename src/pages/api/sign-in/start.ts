import { proxyEndpoint } from '@/proxy/endpoint';

export const POST = proxyEndpoint('sign-in/start');
