import { proxyEndpoint } from '@/proxy/endpoint';

export const GET = proxyEndpoint('line-photos/{photo_id}/{size}');
