import type { APIRoute } from 'astro';
import { answerCallback } from '@/proxy/payment-gateway';

export const POST: APIRoute = (ctx) => answerCallback(ctx);
