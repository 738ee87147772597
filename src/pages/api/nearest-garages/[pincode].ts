import { proxyEndpoint } from '@/proxy/endpoint';

export const GET = proxyEndpoint('nearest-garages/{pincode}');
