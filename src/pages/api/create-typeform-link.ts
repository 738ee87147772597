import { proxyEndpoint } from '@/proxy/endpoint';

export const POST = proxyEndpoint('create-typeform-link');
