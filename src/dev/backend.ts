import { env } from '@/config/env';
import { createLogger } from '@/runtime/logger';
import { registerInProcessBackend } from '@/proxy/upstream';

let starting: Promise<void> | undefined;

/**
 * Development only. Under `astro dev` there is no server of ours: the first request boots the
 * backend in the dev process, so pages and the proxy work as they do in production.
 */
export function ensureDevBackend(): Promise<void> {
  starting ??= (async () => {
    const settings = env();
    if (settings.UPSTREAM_URL) return;
    const { bootBackend } = await import('@/backend/boot');
    const { whatsappSettingsOf } = await import('@/backend/platform/providers/whatsapp/cloud-api');
    if (!settings.DATABASE_URL && !settings.DATA_DIR.startsWith('memory://')) {
      const { acquireDataDirLock } = await import('@/backend/platform/db/data-dir-lock');
      // Kept on the global: Vite may run this module again in the same dev process.
      const holder = globalThis as { __scDataDirLock?: unknown };
      holder.__scDataDirLock ??= acquireDataDirLock(settings.DATA_DIR);
    }
    const running = await bootBackend({
      databaseUrl: settings.DATABASE_URL,
      dataDir: settings.DATA_DIR,
      seed: settings.SEED_DEMO_DATA,
      logger: createLogger(settings.LOG_LEVEL),
      appEnv: 'development',
      runJobs: true,
      codeKey: settings.SIGN_IN_CODE_KEY,
      providers: {
        msg91AuthKey: settings.MSG91_AUTH_KEY,
        msg91SignInTemplateId: settings.MSG91_SIGN_IN_TEMPLATE_ID,
        msg91PhoneChangedTemplateId: settings.MSG91_PHONE_CHANGED_TEMPLATE_ID,
        msg91BaseUrl: settings.MSG91_BASE_URL,
        googleMapsApiKey: settings.GOOGLE_MAPS_API_KEY,
        googleMapsBaseUrl: settings.GOOGLE_MAPS_BASE_URL,
        typeformFormUrl: settings.TYPEFORM_FORM_URL,
        whatsapp: whatsappSettingsOf(settings),
      },
      reminders: { daysBefore: settings.SERVICE_REMINDER_DAYS_BEFORE },
    });
    registerInProcessBackend(running.backend);
  })();
  return starting;
}
