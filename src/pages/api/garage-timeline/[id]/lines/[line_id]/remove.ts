import { proxyEndpoint } from '@/proxy/endpoint';

export const POST = proxyEndpoint('garage-timeline/{id}/lines/{line_id}/remove');
