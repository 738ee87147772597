import { proxyEndpoint } from '@/proxy/endpoint';

export const PUT = proxyEndpoint('PUT service-reminders');
