import type { z } from 'zod';
import { LANGUAGES, type Language, type NotificationChannel } from '@acsc/shared';

/**
 * A kind of notification, declared by the feature it belongs to (e.g. modules/auth/notifications.ts)
 * and listed in its module's `notifications` hook (AppModule); app.ts gathers them into the app's
 * catalog (ctx.notificationTypes), which modules/notifications reads, renders and offers on the
 * preferences page. Only `type` and the parameters are stored; these texts render them in the reader's
 * language whenever they are read or emailed.
 */
export interface NotificationTexts {
  /** What the type is, on the preferences page ("New sign-in on a new device"). */
  label: string;
  title: string;
  body: string;
  emailSubject: string;
  emailBody: string;
}

export interface NotificationType<P extends Record<string, unknown> = Record<string, unknown>> {
  /** `<group>.<name>`, stored with each notification; never rename one that was ever sent. */
  type: string;
  /** The feature it belongs to: groups the preferences page. */
  group: string;
  params: z.ZodType<P>;
  defaultChannel: NotificationChannel;
  /** `{name}` placeholders are filled from the parameters and from `values`. */
  texts: Record<Language, NotificationTexts>;
  /** Placeholders computed per language (a device description, a date). */
  values?(params: P, lang: Language): Record<string, string | number>;
  /** A site path to the thing the notification is about. */
  link?(params: P): string | null;
  /**
   * The member whose action it tells of (who liked, replied, mentioned, wrote). A block between that
   * member and the recipient, either way, silences it: notify makes nothing. Types about a member's own
   * account or a moderator's decision have none.
   */
  actor?(params: P): number | null;
}

export function defineNotificationType<P extends Record<string, unknown>>(
  definition: NotificationType<P>,
): NotificationType<P> {
  for (const lang of LANGUAGES) {
    if (!definition.texts[lang]) throw new Error(`notification ${definition.type} has no ${lang} texts`);
  }
  return definition;
}

export function fillTemplate(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) =>
    values[key] === undefined || values[key] === null ? '' : String(values[key]),
  );
}

export interface RenderedNotification {
  title: string;
  body: string;
  emailSubject: string;
  emailBody: string;
  link: string | null;
}

/** Renders stored parameters in one language; parameters that no longer fit the type render what they can. */
export function renderNotification(
  def: NotificationType,
  rawParams: Record<string, unknown>,
  lang: Language,
): RenderedNotification {
  const parsed = def.params.safeParse(rawParams);
  const params = parsed.success ? parsed.data : rawParams;
  const values = { ...params, ...(parsed.success && def.values ? def.values(params, lang) : {}) };
  const texts = def.texts[lang];
  return {
    title: fillTemplate(texts.title, values),
    body: fillTemplate(texts.body, values),
    emailSubject: fillTemplate(texts.emailSubject, values),
    emailBody: fillTemplate(texts.emailBody, values),
    link: parsed.success && def.link ? def.link(params) : null,
  };
}

/** Every notification type of the app by its name (ctx.notificationTypes), from the modules' `notifications` hooks. */
export type NotificationCatalog = ReadonlyMap<string, NotificationType>;

export function notificationCatalog(types: readonly NotificationType[]): NotificationCatalog {
  const map = new Map<string, NotificationType>();
  for (const def of types) {
    if (map.has(def.type)) throw new Error(`notification type ${def.type} is declared twice`);
    map.set(def.type, def);
  }
  return map;
}
