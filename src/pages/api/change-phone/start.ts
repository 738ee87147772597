import { proxyEndpoint } from '@/proxy/endpoint';

export const POST = proxyEndpoint('change-phone/start');
