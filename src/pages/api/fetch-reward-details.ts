import { proxyEndpoint } from '@/proxy/endpoint';

export const GET = proxyEndpoint('fetch-reward-details');
