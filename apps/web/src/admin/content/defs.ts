import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { AuditEntityType } from '@acsc/shared';
import type { CrudApi } from '../api.js';
import type { SectionCatalog } from '../common/section.js';

/**
 * The console's kit for staff-written, trilingual, publishable content: a feature describes each of its
 * kinds once (admin/news/kinds.ts, admin/scholarship/kinds.ts, ...) and the list and the editor here are
 * generic and read that. Field names and required fields follow the staff schemas of packages/shared/src/schemas/<feature>.ts
 * and the server's completeness rules.
 */
export type FieldKind =
  | 'text' // localized one-line text
  | 'textarea' // localized plain text
  | 'rich' // localized HTML (TipTap)
  | 'image' // one media-library image, or null
  | 'images' // several media-library images
  | 'video' // one media-library video, or null
  | 'select'
  | 'number'
  | 'datetime'
  | 'link'
  | 'channel'
  | 'scholarship'
  | 'attachments'
  | 'switch' // a boolean
  | 'custom' // the feature's own control (FieldDef.control), its value sent as it is
  | 'hidden'; // kept as loaded and sent back unchanged (edited elsewhere, or not yet in the console)

export interface FieldDef {
  name: string;
  kind: FieldKind;
  /** Needed in every language for the item to count as translated (localized kinds); needed at all (others). */
  required?: boolean;
  options?: readonly string[];
  /** i18n key prefix of the option labels (`${optionKeys}.${value}`). */
  optionKeys?: string;
  /** Shown only when this returns true for the form's values. */
  when?: (values: Record<string, unknown>) => boolean;
  defaultValue?: unknown;
  /** The control of a 'custom' field: Form.Item passes it value, onChange and id. */
  control?: ComponentType<{ value?: unknown; onChange?: (v: unknown) => void; id?: string; label: string }>;
}

export const LOCALIZED_KINDS: FieldKind[] = ['text', 'textarea', 'rich'];
export const isLocalizedField = (f: FieldDef) => LOCALIZED_KINDS.includes(f.kind);

export interface ListFilter {
  name: string;
  kind: 'select' | 'channel' | 'scholarship';
  options?: readonly string[];
  optionKeys?: string;
}

export interface ContentKind {
  key: string;
  /** Path under /admin. */
  route: string;
  api: CrudApi;
  auditType: AuditEntityType;
  /** The catalog of the kind's names (`kinds.${key}.plural` / `.one`) and option labels. */
  catalog: SectionCatalog;
  /** The shared create/update schema: the editor's length and pattern rules are read from it. */
  input: z.ZodObject;
  fields: FieldDef[];
  /** Localized field shown as the item's title in lists. */
  titleField: string;
  /** Localized field of the preview's lead paragraph and rich fields of its body. */
  preview: { summary?: string; body: string[]; image?: string };
  filters: ListFilter[];
  sorts: readonly string[];
  /** The public page of a published item. */
  publicPath?: (item: Record<string, unknown>) => string;
}
