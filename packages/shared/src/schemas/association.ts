import { z } from 'zod';
import { pageQuerySchema } from '../envelope.js';
import { ASSOCIATIONS } from '../content-constants.js';
import { calendarDay, singleLine } from './text.js';
import { contentImage, localizedMeta } from './content.js';
import { ADMIN_LIMITS, type LocalizedInput, imageInput, localizedInput, publishingFields } from './editing.js';

/** The associations' pages (server modules/association): the public reads and the staff's editing, one page per kind. */

const isoDate = z.string();
const lText = localizedInput(ADMIN_LIMITS.shortText);
const lTitle = localizedInput(ADMIN_LIMITS.title);
const lSummary = localizedInput(ADMIN_LIMITS.summary, 'multi');
const lHtml = localizedInput(ADMIN_LIMITS.html, 'multi');

// ---------------------------------------------------------------- public reads

export const associationQuery = z.object({ association: z.enum(ASSOCIATIONS).default('acsc') });
export type AssociationQuery = z.infer<typeof associationQuery>;

export const associationIntroduction = localizedMeta.extend({
  association: z.enum(ASSOCIATIONS),
  name: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image: contentImage.nullable(),
  foundedYear: z.number().int(),
});
export type AssociationIntroduction = z.infer<typeof associationIntroduction>;

export const associationFounder = localizedMeta.extend({
  name: z.string(),
  role: z.string(),
  photo: contentImage.nullable(),
  quote: z.string(),
  body: z.string(),
});
export type AssociationFounder = z.infer<typeof associationFounder>;

export interface OrgNode {
  id: string;
  name: string;
  /** Who holds the post, empty for a department. */
  person: string;
  children: OrgNode[];
}
// Named, so the OpenAPI document describes the recursion once as a component (#/components/schemas/OrgNode).
export const orgNode: z.ZodType<OrgNode> = z
  .lazy(() => z.object({ id: z.string(), name: z.string(), person: z.string(), children: z.array(orgNode) }))
  .meta({ id: 'OrgNode' });
export const associationOrganization = localizedMeta.extend({ title: z.string(), root: orgNode });
export type AssociationOrganization = z.infer<typeof associationOrganization>;

export const dataFigure = z.object({ key: z.string(), label: z.string(), value: z.number(), unit: z.string() });
export type DataFigure = z.infer<typeof dataFigure>;
export const associationBasicData = localizedMeta.extend({
  title: z.string(),
  asOf: isoDate,
  figures: z.array(dataFigure),
});
export type AssociationBasicData = z.infer<typeof associationBasicData>;

export const CHART_TYPES = ['line', 'bar', 'pie'] as const;
export const chartSeries = z.object({ name: z.string(), data: z.array(z.number()) });
export const chart = z.object({
  key: z.string(),
  title: z.string(),
  type: z.enum(CHART_TYPES),
  /** x-axis labels (or pie slice names), one per data point. */
  categories: z.array(z.string()),
  series: z.array(chartSeries),
});
export type Chart = z.infer<typeof chart>;
export const associationCharts = localizedMeta.extend({ charts: z.array(chart) });
export type AssociationCharts = z.infer<typeof associationCharts>;

export const associationArticlesQuery = pageQuerySchema.extend({ association: z.enum(ASSOCIATIONS).default('acsc') });
export type AssociationArticlesQuery = z.infer<typeof associationArticlesQuery>;

// ---------------------------------------------------------------- staff

export const ASSOCIATION_SECTION_KINDS = ['introduction', 'founder', 'organization', 'basic_data', 'chart'] as const;
export type AssociationSectionKind = (typeof ASSOCIATION_SECTION_KINDS)[number];

export interface OrgNodeInput {
  id: string;
  name: LocalizedInput;
  person: LocalizedInput;
  children: OrgNodeInput[];
}
export const orgNodeInput: z.ZodType<OrgNodeInput> = z.lazy(() =>
  z.object({
    id: singleLine().min(1).max(40),
    name: lText,
    person: lText,
    children: z.array(orgNodeInput).max(ADMIN_LIMITS.listMax),
  }),
);
/** The content of each association page kind; each kind has its own shape. */
export const associationContentInput = {
  introduction: z.object({
    name: lText,
    title: lTitle,
    summary: lSummary,
    body: lHtml,
    image: imageInput.nullable(),
    foundedYear: z.number().int().min(1900).max(2100),
  }),
  founder: z.object({ name: lText, role: lText, quote: lSummary, body: lHtml, photo: imageInput.nullable() }),
  organization: z.object({ title: lTitle, root: orgNodeInput }),
  basic_data: z.object({
    title: lTitle,
    asOf: calendarDay(),
    figures: z
      .array(
        z.object({
          key: singleLine().min(1).max(40),
          label: lText,
          value: z.number().min(-1e12).max(1e12),
          unit: lText,
        }),
      )
      .max(ADMIN_LIMITS.listMax),
  }),
  chart: z.object({
    charts: z
      .array(
        z.object({
          key: singleLine().min(1).max(40),
          title: lTitle,
          type: z.enum(CHART_TYPES),
          categories: z.array(lText).max(ADMIN_LIMITS.chartPoints),
          series: z
            .array(
              z.object({ name: lText, data: z.array(z.number().min(-1e12).max(1e12)).max(ADMIN_LIMITS.chartPoints) }),
            )
            .max(20),
        }),
      )
      .max(20),
  }),
} as const;
export const associationSectionParams = z.object({
  association: z.enum(ASSOCIATIONS),
  kind: z.enum(ASSOCIATION_SECTION_KINDS),
});
export type AssociationSectionParams = z.infer<typeof associationSectionParams>;
/** `content` is checked against associationContentInput[kind] on the server. */
export const associationSectionInput = z.object({ content: z.record(z.string(), z.unknown()) });
export const adminAssociationSection = z
  .object({
    association: z.enum(ASSOCIATIONS),
    kind: z.enum(ASSOCIATION_SECTION_KINDS),
    content: z.record(z.string(), z.unknown()),
  })
  .merge(publishingFields);
export type AdminAssociationSection = z.infer<typeof adminAssociationSection>;
/** One page of the staff list: the page as stored, or `content: null` for a page not written yet. */
export const adminAssociationSlot = z.union([
  adminAssociationSection,
  z.object({ association: z.enum(ASSOCIATIONS), kind: z.enum(ASSOCIATION_SECTION_KINDS), content: z.null() }),
]);
export type AdminAssociationSlot = z.infer<typeof adminAssociationSlot>;
