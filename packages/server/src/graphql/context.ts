import { AUTH_MESSAGES, type TPublicSettings } from '@anumati/domain';
import type { TAuthService, TSession, TSessionsService, TRefusedWrites } from '../modules/auth';
import type { TCorrectionsService } from '../modules/corrections';
import type { TInboxService } from '../modules/application';
import type { TRateLimit } from '../modules/rate-limit';
import type { TFormsService } from '../modules/forms';
import type { TNotesService, TNoteDraftsService } from '../modules/notes';
import type { TOfficerService } from '../modules/officer';
import type { TWorkflowCommands } from '../modules/workflow-commands';
import type { TOfficerReportsService, TReportsService } from '../modules/reports';
import type { TFeesService } from '../modules/fees';
import type { TConditionsService } from '../modules/conditions';
import type { TFieldInspectionService } from '../modules/field-inspection';
import type { TAdministrationService } from '../modules/administration';
import { AppError } from './app-error';

/** What every resolver receives besides its arguments. */
export type TServices = {
  auth: TAuthService;
  inbox: TInboxService;
  /** The signed-in officer's own settings (the language). */
  officer: TOfficerService;
  /** The per-address limit of the sign-in and password operations (shared by every server process). */
  authRateLimit: TRateLimit;
  workflowCommands: TWorkflowCommands;
  notes: TNotesService;
  forms: TFormsService;
  reports: TReportsService;
  officerReports: TOfficerReportsService;
  corrections: TCorrectionsService;
  fees: TFeesService;
  conditions: TConditionsService;
  /** The configuration the console may know before sign-in (publicSettings). */
  publicSettings: TPublicSettings;
  sessions: TSessionsService;
  noteDrafts: TNoteDraftsService;
  /** Audits a signed-in officer's refused write (GraphQL mutations here, REST writes in http/rest.ts). */
  refusedWrites: TRefusedWrites;
  /** Geotagged site photos and site visits (issue 53). */
  fieldInspection: TFieldInspectionService;
  /** Officer administration (issue 52): administrators only. */
  administration: TAdministrationService;
};

export type TRequestContext = {
  services: TServices;
  session: TSession | null;
  ipAddress: string;
  /** The browser's User-Agent, cut to 512 characters. */
  userAgent: string | null;
};

declare module 'mercurius' {
  // Mercurius types its context by declaration merging, which needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  interface MercuriusContext extends TRequestContext {}
}

/** The guard every private operation starts with. */
export function requireSession(context: TRequestContext): TSession {
  if (!context.session) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated);
  return context.session;
}
