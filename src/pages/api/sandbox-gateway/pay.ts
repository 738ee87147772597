import { proxyEndpoint } from '@/proxy/endpoint';

export const POST = proxyEndpoint('sandbox-gateway/pay');
