import { z } from 'zod';
import { defineEndpoint } from './define';
import { HealthSchema } from '../health';
import { ClientLogSchema } from '../log';
import { CspReportInputSchema } from '../csp-report';

export const health = defineEndpoint({
  access: 'public',
  method: 'GET',
  upstream: '/v1/health',
  summary: 'Healthy when the backend and its database answer (200), else 503',
  answer: HealthSchema,
  bare: true,
  success: [200, 503],
  cache: 0,
});

export const logger = defineEndpoint({
  access: 'public',
  method: 'POST',
  summary: 'Writes one structured log line on behalf of the browser',
  body: ClientLogSchema,
  answer: z.null(),
  success: [204],
  cache: 0,
});

export const cspReport = defineEndpoint({
  access: 'public',
  method: 'POST',
  summary: "Takes a browser's Content-Security-Policy violation report (report-uri or the Reporting API) and logs it; limited per address",
  body: CspReportInputSchema,
  answer: z.null(),
  success: [204],
  cache: 0,
});

export const openApiDocument = defineEndpoint({
  access: 'public',
  method: 'GET',
  summary: 'This document: the proxy API as OpenAPI 3.1',
  answer: z.record(z.string(), z.unknown()),
  bare: true,
  cache: 3600,
});
