import {
  WITHDRAWABLE,
  WORK_LIMITS,
  type AdminApplication,
  type ApplicationItem,
  type CompanyCard,
  type JobListItem,
  type Language,
} from '@acsc/shared';
import { iso, localize, presentImage } from '../content/localized.js';
import type { ApplicationRow, CompanyRow, JobWithCompany } from './repo.js';

/** Jobs, companies and applications as members and staff read them, in the reader's language. */

const DAY = 86_400_000;

export function presentJob({ job, company }: JobWithCompany, lang: Language, now: Date): JobListItem {
  const l = localize(job.title, lang);
  const open = job.status === 'published' && job.deadline.getTime() > now.getTime();
  return {
    ...l.meta,
    id: job.id,
    title: l.t(job.title),
    company: { id: company.id, name: l.t(company.name), logo: presentImage(company.logo) },
    city: l.t(job.city),
    country: job.country,
    type: job.type as JobListItem['type'],
    industry: job.industry as JobListItem['industry'],
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    currency: job.currency as JobListItem['currency'],
    negotiable: job.salaryMin === null && job.salaryMax === null,
    languages: job.languages,
    deadline: iso(job.deadline),
    openings: job.openings,
    publishedAt: job.publishedAt ? iso(job.publishedAt) : null,
    closingSoon: open && job.deadline.getTime() - now.getTime() <= WORK_LIMITS.closingSoonDays * DAY,
    open,
  };
}

export function presentCompanyCard(c: CompanyRow, openJobs: number, lang: Language): CompanyCard {
  const l = localize(c.name, lang);
  return {
    ...l.meta,
    id: c.id,
    name: l.t(c.name),
    logo: presentImage(c.logo),
    industry: c.industry as CompanyCard['industry'],
    size: c.size as CompanyCard['size'],
    locations: l.t(c.locations),
    openJobs,
  };
}

export function presentApplication(a: ApplicationRow, attachmentName: string | null = null): ApplicationItem {
  return {
    id: a.id,
    jobId: a.jobId,
    status: a.status,
    coverLetter: a.coverLetter,
    attachment: a.attachmentId
      ? { id: String(a.attachmentId), name: attachmentName ?? `file-${a.attachmentId}` }
      : null,
    timeline: a.timeline.map((t) => ({ status: t.status, at: t.at, message: t.message ?? null })),
    withdrawable: WITHDRAWABLE.includes(a.status),
    createdAt: iso(a.createdAt),
    updatedAt: iso(a.updatedAt),
  };
}

export function presentAdminApplication(a: ApplicationRow, nickname: string): AdminApplication {
  return {
    ...presentApplication(a),
    member: { id: a.memberId, nickname },
    cv: a.cvSnapshot ?? null,
    note: a.note,
  };
}
