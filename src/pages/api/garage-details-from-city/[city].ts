import { proxyEndpoint } from '@/proxy/endpoint';

export const GET = proxyEndpoint('garage-details-from-city/{city}');
