import type { MemberSummaryKey } from '@acsc/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.js';
import type { Executor } from '../platform/db.js';
import type { PageHooks } from '../platform/web.js';
import type { JobRegistrar } from '../platform/jobs/runner.js';
import type { NotificationType } from '../platform/notification-types.js';
import type { PublishableDef } from './content/publishable/service.js';
import type { ReportableKind } from './moderation/service.js';

/**
 * What app.ts gathers once from every module's hooks and hands to the modules that serve them all (the
 * console's dashboard, the member's data export and erasure), so no module imports the module list.
 */
export interface AppRegistry {
  /** Every publishable kind of every module (the dashboard's translation queue reads them all). */
  publishable: readonly PublishableDef[];
  /** Every module's part of a member's data, in registration order (setting's export call and erasure job). */
  memberData: readonly MemberDataHooks[];
  /** Every kind of item members may report, from the modules' `reportable` hooks (moderation's routes read them). */
  reportable: readonly ReportableKind[];
  /** The modules' `memberSummary` hooks, in registration order (setting's summary call, "My statistics"). */
  memberSummaries: readonly NonNullable<AppModule['memberSummary']>[];
}

/** A module's exportMemberData and eraseMemberData, under the module's name (its dataName when it has one). */
export interface MemberDataHooks {
  name: string;
  exportMemberData?: AppModule['exportMemberData'];
  eraseMemberData?: AppModule['eraseMemberData'];
}

/** The registry of a list of modules (app.ts). */
export function registryOf(modules: readonly AppModule[], ctx: AppContext): AppRegistry {
  return {
    publishable: modules.flatMap((m) => m.publishable ?? []),
    memberData: modules
      .filter((m) => m.exportMemberData || m.eraseMemberData)
      .map(({ name, dataName, exportMemberData, eraseMemberData }) => ({
        name: dataName ?? name,
        exportMemberData,
        eraseMemberData,
      })),
    reportable: modules.flatMap((m) => m.reportable?.(ctx) ?? []),
    memberSummaries: modules.flatMap((m) => (m.memberSummary ? [m.memberSummary] : [])),
  };
}

/**
 * A feature module. A new feature is one folder with routes.ts (its module) and, when staff manage it,
 * staff-routes.ts; it is listed once in modules/index.ts.
 */
export interface AppModule {
  name: string;
  /** Public and member routes under /prod-api. */
  register?(api: FastifyInstance, ctx: AppContext, registry: AppRegistry): Promise<void> | void;
  /** What the server-drawn page HTML takes from this module: public reads it inlines, a page head renderer (platform/web-page.ts). */
  pages?(ctx: AppContext): PageHooks;
  /**
   * Staff routes, registered in the guarded staff scope (platform/staff.ts): each must name its roles
   * (`roles(...)`), gets the role check as its first hook, and the role-matrix test walks it.
   */
  registerStaff?(scope: FastifyInstance, ctx: AppContext, registry: AppRegistry): Promise<void> | void;
  /** Publishable kinds the module declares (content/publishable), for the console's cross-kind views. */
  publishable?: readonly PublishableDef[];
  /** Routes outside /prod-api (e.g. /sitemap.xml), registered before the web app's fallback. */
  registerRoot?(app: FastifyInstance, ctx: AppContext): Promise<void> | void;
  /**
   * What the module holds about one member, for the member's data export (setting/v1/export): a JSON
   * value placed under the module's name. Each feature that stores something a member made adds it here.
   */
  exportMemberData?(ctx: AppContext, memberId: number): Promise<unknown>;
  /**
   * The member's totals in this feature for "My statistics" (the settings page), by key (MEMBER_SUMMARY_KEYS
   * of @acsc/shared: the web names each in the three languages): registrations, applications, ...
   */
  memberSummary?(ctx: AppContext, memberId: number): Promise<Partial<Record<MemberSummaryKey, number>>>;
  /**
   * Erases what the module holds about a member whose account deletion came due (setting/deletion.ts),
   * inside the erasure's transaction: personal data goes, authored content stays (shown as "deleted
   * member"). Returns work to do after the commit, such as removing stored files.
   */
  eraseMemberData?(ctx: AppContext, memberId: number, tx: Executor): Promise<(() => Promise<void>) | void>;
  /**
   * The key of the module's part in the member's data export, when it is not `name`: a module renamed
   * keeps the export's shape (the private messages' part stays `exchangeSocial`, their module's name
   * before issue 29 split it).
   */
  dataName?: string;
  /**
   * The kinds of item of this module members may report and moderators decide on (modules/moderation
   * kinds.ts): how to read one, who may see it, how to hide, settle or delete it.
   */
  reportable?(ctx: AppContext): readonly ReportableKind[];
  /**
   * The module's notification types (platform/notification-types.ts): app.ts gathers every module's into
   * ctx.notificationTypes, the one catalog notify, the lists, the emails and the preferences page read.
   */
  notifications?: readonly NotificationType[];
  /** Background jobs and their cron schedules (platform/jobs), registered before the app starts. */
  registerJobs?(jobs: JobRegistrar, ctx: AppContext, registry: AppRegistry): void;
}
