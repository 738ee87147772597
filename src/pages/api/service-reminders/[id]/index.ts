import { proxyEndpoint } from '@/proxy/endpoint';

export const GET = proxyEndpoint('service-reminders/{id}');
