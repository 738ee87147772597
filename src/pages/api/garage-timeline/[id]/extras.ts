import { proxyEndpoint } from '@/proxy/endpoint';

export const GET = proxyEndpoint('garage-timeline/{id}/extras');
