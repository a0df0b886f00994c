import type { AssociationIntroduction, HomeBanner, HomePayload, Language } from '@acsc/shared';
import type { homeBanners } from '../../db/schema/index.js';
import { localize, presentImage } from '../content/localized.js';

/** The home page's own rows as the public API answers them, in the reader's language. */

export function presentBanner(b: typeof homeBanners.$inferSelect, lang: Language): HomeBanner {
  const { meta, t } = localize(b.title, lang);
  // A banner cannot be saved without its image (bannerInput), so the image is always there.
  return {
    ...meta,
    id: b.id,
    title: t(b.title),
    subtitle: t(b.subtitle),
    image: presentImage(b.image, t(b.title))!,
    link: b.link,
  };
}

/** The main association's introduction as the home page shows it: without its body. */
export const presentAssociationTeaser = (intro: AssociationIntroduction | null): HomePayload['association'] =>
  intro ? (({ body: _body, ...rest }) => rest)(intro) : null;
