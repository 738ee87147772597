import { proxyEndpoint } from '@/proxy/endpoint';

export const GET = proxyEndpoint('insights/speed');
