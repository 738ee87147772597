import { proxyEndpoint } from '@/proxy/endpoint';

export const POST = proxyEndpoint('extract-reward-details');
