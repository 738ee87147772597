import { proxyEndpoint } from '@/proxy/endpoint';

export const POST = proxyEndpoint('service-reminders/{id}/preferences');
