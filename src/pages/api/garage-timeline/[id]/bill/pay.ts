import { proxyEndpoint } from '@/proxy/endpoint';

export const POST = proxyEndpoint('garage-timeline/{id}/bill/pay');
