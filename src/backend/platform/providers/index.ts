import type { Db } from '../db/client';
import type { Providers } from '../deps';
import { createDatabaseRegistry } from './vehicle-registry/database-registry';
import { createHttpRegistry, type ModelResolver } from './vehicle-registry/http-registry';
import { createEmbeddedVehicleImages } from './vehicle-images/embedded';
import { createHttpVehicleImages } from './vehicle-images/http-images';
import { createEmbeddedSms } from './sms/embedded';
import { createMsg91Sms } from './sms/msg91';
import { createEmbeddedWhatsApp } from './whatsapp/embedded';
import { createWhatsAppCloud, type WhatsAppCloudSettings } from './whatsapp/cloud-api';
import { createDatabasePolicies } from './policies/database-policies';
import { createIndiaPostMaps } from './maps/india-post';
import { createGoogleMaps } from './maps/google';
import { createEmbeddedStorage } from './storage/files';
import { createS3Storage, type S3Settings } from './storage/s3';
import { createEmbeddedSurvey } from './survey/embedded';
import { createTypeformSurvey } from './survey/typeform';
import type { SurveyProvider } from './survey';
import { Template, type NotificationTemplate } from '@/contracts/vocabulary';

export interface ProviderSettings {
  vehicleRegistryUrl?: string;
  vehicleRegistryToken?: string;
  /** A vehicle image service: photos of models instead of their body type's outline; the token is its bearer token. */
  vehicleImageUrl?: string;
  vehicleImageToken?: string;
  /** MSG91: the auth key selects the real SMS provider; the template id is the sign-in code's. */
  msg91AuthKey?: string;
  msg91SignInTemplateId?: string;
  msg91PhoneChangedTemplateId?: string;
  /** The booking messages' MSG91 templates (confirmed, rescheduled, cancelled, call back asked for). */
  msg91BookingTemplateIds?: Partial<Record<NotificationTemplate, string>>;
  msg91BaseUrl?: string;
  /** Google Maps: the key selects Google for address search; the base URL is for tests. */
  googleMapsApiKey?: string;
  googleMapsBaseUrl?: string;
  /** The data folder: the embedded object store keeps files under it (`memory://` keeps them in memory). */
  dataDir?: string;
  /** An S3-compatible bucket selects it for stored files (estimate photos). */
  s3?: S3Settings;
  /** A Typeform form's share link: the satisfaction survey is that form instead of the product's own page. */
  typeformFormUrl?: string;
  /** WhatsApp's Cloud API (its token selects it): service reminders to customers who opted in. */
  whatsapp?: WhatsAppCloudSettings;
}

/** Picks each provider: the embedded default, or the real adapter when its settings are given. */
export function createProviders(db: Db, settings: ProviderSettings, resolveModel: ModelResolver): Omit<Providers, 'payments' | 'survey'> {
  const vehicleRegistry = settings.vehicleRegistryUrl
    ? createHttpRegistry({ url: settings.vehicleRegistryUrl, token: settings.vehicleRegistryToken, resolveModel })
    : createDatabaseRegistry(db);
  const vehicleImages = settings.vehicleImageUrl
    ? createHttpVehicleImages({ url: settings.vehicleImageUrl, token: settings.vehicleImageToken })
    : createEmbeddedVehicleImages();
  const sms = settings.msg91AuthKey
    ? createMsg91Sms({
        authKey: settings.msg91AuthKey,
        templateIds: {
          [Template.SIGN_IN_CODE]: settings.msg91SignInTemplateId,
          [Template.PHONE_CHANGED]: settings.msg91PhoneChangedTemplateId,
          ...settings.msg91BookingTemplateIds,
        },
        baseUrl: settings.msg91BaseUrl,
      })
    : createEmbeddedSms();
  const whatsapp = settings.whatsapp ? createWhatsAppCloud(settings.whatsapp) : createEmbeddedWhatsApp();
  const placeDirectory = createIndiaPostMaps(db);
  const maps = settings.googleMapsApiKey
    ? createGoogleMaps({ apiKey: settings.googleMapsApiKey, baseUrl: settings.googleMapsBaseUrl })
    : placeDirectory;
  const storage = settings.s3 ? createS3Storage(settings.s3) : createEmbeddedStorage(settings.dataDir ?? 'memory://');
  return { vehicleRegistry, vehicleImages, sms, whatsapp, policies: createDatabasePolicies(db), maps, placeDirectory, storage };
}

/** The satisfaction survey: a Typeform form when its link is set, else the product's own page, its links signed with `key`. */
export function createSurveyProvider(settings: ProviderSettings, embedded: { key: Buffer; siteOrigin: () => string }): SurveyProvider {
  return settings.typeformFormUrl ? createTypeformSurvey({ formUrl: settings.typeformFormUrl }) : createEmbeddedSurvey(embedded);
}
