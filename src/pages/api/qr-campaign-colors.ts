import { proxyEndpoint } from '@/proxy/endpoint';

export const GET = proxyEndpoint('qr-campaign-colors');
