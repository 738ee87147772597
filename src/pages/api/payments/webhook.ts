import type { APIRoute } from 'astro';
import { answerWebhook } from '@/proxy/payment-gateway';

export const POST: APIRoute = (ctx) => answerWebhook(ctx);
