import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminAlumniStoryQuery, AdminListQuery, AlumniNewsInput, AlumniStoryInput } from '@acsc/shared';
import { alumniNews, alumniStories } from '../../db/schema/index.js';
import { definePublishable } from '../content/publishable/service.js';
import { image, loc, richText } from '../content/values.js';

/** Alumni news and stories as the staff console writes them. */

type AdminAlumniStoryQuery = z.infer<typeof adminAlumniStoryQuery>;

export const alumniNewsDef = definePublishable<typeof alumniNews, AlumniNewsInput, AdminListQuery>({
  type: 'alumni_news',
  table: alumniNews,
  sorts: { publishAt: alumniNews.publishAt, updatedAt: alumniNews.updatedAt, id: alumniNews.id },
  defaultOrder: 'desc',
  searchColumns: [alumniNews.title, alumniNews.summary],
  required: { title: alumniNews.title, summary: alumniNews.summary, body: alumniNews.body },
  htmlFields: ['body'],
  title: (r) => r.title,
  toValues: (i) => ({ title: loc(i.title), summary: loc(i.summary), body: richText(i.body), cover: image(i.cover) }),
  present: (r) => ({ title: r.title, summary: r.summary, body: r.body, cover: r.cover ?? null }),
});

export const alumniStoryDef = definePublishable<typeof alumniStories, AlumniStoryInput, AdminAlumniStoryQuery>({
  type: 'alumni_story',
  table: alumniStories,
  sorts: { publishAt: alumniStories.publishAt, updatedAt: alumniStories.updatedAt, id: alumniStories.id },
  defaultOrder: 'desc',
  searchColumns: [alumniStories.title, alumniStories.name, alumniStories.school],
  required: { name: alumniStories.name, title: alumniStories.title, story: alumniStories.story },
  htmlFields: ['story'],
  title: (r) => r.title,
  filters: (q) => [q.style ? eq(alumniStories.style, q.style) : undefined],
  toValues: (i) => ({
    style: i.style,
    name: loc(i.name),
    title: loc(i.title),
    summary: loc(i.summary),
    school: loc(i.school),
    position: loc(i.position),
    story: richText(i.story),
    cover: image(i.cover),
    photos: (i.photos ?? []).map((p) => image(p)!),
  }),
  present: (r) => ({
    style: r.style,
    name: r.name,
    title: r.title,
    summary: r.summary,
    school: r.school,
    position: r.position,
    story: r.story,
    cover: r.cover ?? null,
    photos: r.photos,
  }),
});
