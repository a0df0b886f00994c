import { LANGUAGES, type CompanyInput, type JobInput } from '@acsc/shared';
import { fail } from '../../platform/errors.js';
import { image, loc, richText } from '../content/values.js';
import { searchTokens } from '../news/service.js';
import * as repo from './repo.js';

/** Companies and jobs as stored from staff input: trimmed and sanitized texts, search words, language codes. */

export const companyValues = (i: CompanyInput) => ({
  name: loc(i.name),
  logo: image(i.logo),
  intro: richText(i.intro),
  industry: i.industry,
  size: i.size,
  locations: loc(i.locations),
  website: i.website,
  hidden: i.hidden,
});

/** A job's search words: its title, its company's name and its city, in the three languages. */
export function jobSearchVector(
  j: Pick<repo.JobRow, 'title' | 'city'>,
  company: Pick<repo.CompanyRow, 'name'>,
): string {
  const tokens = new Set<string>();
  for (const lang of LANGUAGES)
    for (const text of [j.title[lang], company.name[lang], j.city[lang]]) if (text) searchTokens(text, tokens);
  return repo.searchVectorOf(tokens);
}

/** A job's stored values; an upside-down salary range is refused (nothing is written). */
export function jobValues(i: JobInput) {
  if (i.salaryMin !== null && i.salaryMax !== null && i.salaryMin > i.salaryMax) fail('WORK_SALARY_RANGE');
  return {
    companyId: i.companyId,
    title: loc(i.title),
    city: loc(i.city),
    country: i.country,
    type: i.type,
    industry: i.industry,
    salaryMin: i.salaryMin,
    salaryMax: i.salaryMax,
    currency: i.currency,
    languages: i.languages.map((l) => ({
      language: l.language,
      level: l.level,
      hsk: l.language === 'zh' ? l.hsk : null,
    })),
    languageCodes: [...new Set(i.languages.map((l) => l.language))],
    description: richText(i.description),
    requirements: richText(i.requirements),
    deadline: new Date(i.deadline),
    openings: i.openings,
  };
}
