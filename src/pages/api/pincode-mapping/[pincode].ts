import { proxyEndpoint } from '@/proxy/endpoint';

export const GET = proxyEndpoint('pincode-mapping/{pincode}');
