import type { AdminListQuery, BannerInput } from '@acsc/shared';
import { homeBanners } from '../../db/schema/index.js';
import { definePublishable } from '../content/publishable/service.js';
import { image, loc } from '../content/values.js';

/** The home page's banners as the staff console writes them. */
export const bannerDef = definePublishable<typeof homeBanners, BannerInput, AdminListQuery>({
  type: 'banner',
  table: homeBanners,
  sorts: {
    sortOrder: homeBanners.sortOrder,
    publishAt: homeBanners.publishAt,
    updatedAt: homeBanners.updatedAt,
    id: homeBanners.id,
  },
  defaultOrder: 'asc',
  searchColumns: [homeBanners.title, homeBanners.subtitle],
  required: { title: homeBanners.title },
  title: (r) => r.title,
  toValues: (i) => ({
    title: loc(i.title),
    subtitle: loc(i.subtitle),
    image: image(i.image),
    link: i.link,
    sortOrder: i.sortOrder,
  }),
  present: (r) => ({ title: r.title, subtitle: r.subtitle, image: r.image, link: r.link, sortOrder: r.sortOrder }),
});
