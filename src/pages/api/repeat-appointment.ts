import { proxyEndpoint } from '@/proxy/endpoint';

export const POST = proxyEndpoint('repeat-appointment');
