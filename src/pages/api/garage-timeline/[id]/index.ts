import { proxyEndpoint } from '@/proxy/endpoint';

export const GET = proxyEndpoint('garage-timeline/{id}');
export const POST = proxyEndpoint('POST garage-timeline/{id}');
