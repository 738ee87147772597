import { deleteAccountRoute } from '@/proxy/sign-in';

export const POST = deleteAccountRoute;
