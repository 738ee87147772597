import { proxyEndpoint } from '@/proxy/endpoint';

export const GET = proxyEndpoint('staff-campaigns');
export const POST = proxyEndpoint('POST staff-campaigns');
