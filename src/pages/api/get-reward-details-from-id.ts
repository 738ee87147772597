import { proxyEndpoint } from '@/proxy/endpoint';

export const GET = proxyEndpoint('get-reward-details-from-id');
