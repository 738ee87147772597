import { signOutRoute } from '@/proxy/sign-in';

export const POST = signOutRoute(false);
