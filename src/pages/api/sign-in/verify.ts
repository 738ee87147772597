import { verifyRoute } from '@/proxy/sign-in';

export const POST = verifyRoute;
