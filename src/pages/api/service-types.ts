import type { APIRoute } from 'astro';
import { callUpstream } from '@/proxy/upstream';
import { handle, publicCache, relay } from '@/proxy/respond';

export const GET: APIRoute = () => handle(async () => relay(await callUpstream('/v1/garage/service-types'), publicCache(60)));
