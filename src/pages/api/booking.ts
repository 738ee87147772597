import { proxyEndpoint } from '@/proxy/endpoint';

export const GET = proxyEndpoint('booking');
export const POST = proxyEndpoint('POST booking');
