import { proxyEndpoint } from '@/proxy/endpoint';

export const POST = proxyEndpoint('line-item-approve');
