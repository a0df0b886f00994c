import type { AssociationSectionKind } from '@acsc/shared';
import type { L, StoredImage } from '../../db/schema/index.js';

/** The stored shape of each association page kind (association_sections.content); leaves are localized. The kinds are the contract's ASSOCIATION_SECTION_KINDS. */
export type AssociationKind = AssociationSectionKind;

export interface IntroductionContent {
  name: L;
  title: L;
  summary: L;
  body: L;
  image: StoredImage | null;
  foundedYear: number;
}
export interface FounderContent {
  name: L;
  role: L;
  quote: L;
  body: L;
  photo: StoredImage | null;
}
export interface StoredOrgNode {
  id: string;
  name: L;
  person: L;
  children: StoredOrgNode[];
}
export interface OrganizationContent {
  title: L;
  root: StoredOrgNode;
}
export interface BasicDataContent {
  title: L;
  /** YYYY-MM-DD the figures were counted. */
  asOf: string;
  figures: { key: string; label: L; value: number; unit: L }[];
}
export interface ChartContent {
  charts: {
    key: string;
    title: L;
    type: 'line' | 'bar' | 'pie';
    categories: L[];
    series: { name: L; data: number[] }[];
  }[];
}
export interface AssociationContent {
  introduction: IntroductionContent;
  founder: FounderContent;
  organization: OrganizationContent;
  basic_data: BasicDataContent;
  chart: ChartContent;
}
